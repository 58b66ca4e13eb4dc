"use client";

import type { IslandT } from "@/lib/i18n/client-messages";
import type { ListKey } from "./keys";
import type { Ingredient } from "@/lib/products/types";

const amountFormat = new Intl.NumberFormat("en-GB", {
  maximumFractionDigits: 3,
});

export const formatAmount = (amount: number) => amountFormat.format(amount);

/**
 * The lines of the list. Each line is a button: choosing it starts editing
 * that index (the form above fills with it).
 */
export function IngredientList({
  t,
  items,
  editingIndex,
  onEdit,
  hintId,
}: {
  t: IslandT<ListKey>;
  items: readonly Ingredient[] | null;
  editingIndex: number | null;
  onEdit: (index: number) => void;
  hintId: string;
}) {
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
        <a
          href="/products"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-laurel-dark underline"
        >
          {t("browseProducts")}
        </a>
      </div>
    );
  return (
    <ul className="mt-4 divide-y divide-sand-dark overflow-hidden rounded-2xl bg-white/70 ring-1 ring-sand-dark">
      {items.map((item, index) => {
        const current = index === editingIndex;
        return (
          <li key={`${index}-${item.name}`}>
            <button
              type="button"
              onClick={() => onEdit(index)}
              aria-current={current ? "true" : undefined}
              aria-describedby={hintId}
              className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-2 text-left text-olive transition-colors hover:bg-sand/60 focus-visible:-outline-offset-4 aria-[current=true]:bg-laurel aria-[current=true]:text-cream aria-[current=true]:focus-visible:outline-cream"
            >
              <span className="min-w-0 font-medium break-words">
                {item.name}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatAmount(item.amount)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
