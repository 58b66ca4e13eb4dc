"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { ItemKind, ListItem } from "@/lib/shopping-list/item";
import { formatAmount } from "@/lib/shopping-list/format";

type Line = { item: Readonly<ListItem>; index: number };

const browseLink =
  "inline-flex min-h-11 items-center font-semibold text-laurel-dark underline";

/**
 * The list under two headings, soaps (in bars) and ingredients, each line
 * keeping its index in the whole list. Soaps come first, and their heading
 * stays with a way to the catalogue while there are none.
 */
export function ListSections({
  items,
  editingIndex,
  onEdit,
  hintId,
}: {
  items: readonly Readonly<ListItem>[] | null;
  editingIndex: number | null;
  onEdit: (index: number) => void;
  hintId: string;
}) {
  const t = useTranslations("ShoppingList");
  const id = useId();
  if (items === null)
    return (
      <p className="mt-4 text-stone-dark" aria-busy="true">
        {t("loading")}
      </p>
    );
  if (items.length === 0)
    return (
      <div className="mt-4 rounded-2xl border border-dashed border-stone/60 px-5 py-6 text-center">
        <p className="text-stone-dark">{t("empty")}</p>
        <a href="/products" className={`mt-3 ${browseLink}`}>
          {t("browseProducts")}
        </a>
      </div>
    );

  const of = (kind: ItemKind) =>
    items.flatMap((item, index) =>
      item.kind === kind ? [{ item, index }] : [],
    );
  const soaps = of("soap");
  const ingredients = of("ingredient");
  // Each line is a button: choosing it starts editing that index of the whole list.
  const lines = (kind: Line[]) => (
    <ul className="mt-2 divide-y divide-sand-dark overflow-hidden rounded-2xl bg-white/70 ring-1 ring-sand-dark">
      {kind.map(({ item, index }) => (
        <li key={`${index}-${item.kind}-${item.name}`}>
          <button
            type="button"
            onClick={() => onEdit(index)}
            aria-current={index === editingIndex ? "true" : undefined}
            aria-describedby={hintId}
            className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-2 text-left text-olive transition-colors hover:bg-sand/60 focus-visible:-outline-offset-4 aria-[current=true]:bg-laurel aria-[current=true]:text-cream aria-[current=true]:focus-visible:outline-cream"
          >
            <span className="min-w-0 font-medium break-words">{item.name}</span>
            <span className="shrink-0 font-semibold tabular-nums">
              {item.kind === "soap"
                ? t("bars", { count: item.amount })
                : formatAmount(item.amount)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-4 space-y-6">
      <div role="group" aria-labelledby={`${id}-soaps`}>
        <h3 id={`${id}-soaps`} className="text-xl font-semibold">
          {t("soapsHeading")}
        </h3>
        {soaps.length > 0 ? (
          lines(soaps)
        ) : (
          <p className="mt-1 text-stone-dark">
            {t("noSoaps")}{" "}
            <a href="/products" className={browseLink}>
              {t("browseProducts")}
            </a>
          </p>
        )}
      </div>
      {ingredients.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-ingredients`}>
          <h3 id={`${id}-ingredients`} className="text-xl font-semibold">
            {t("ingredientsHeading")}
          </h3>
          {lines(ingredients)}
        </div>
      ) : null}
    </div>
  );
}
