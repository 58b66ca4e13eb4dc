"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { addItem, deleteItem, updateItem } from "@/lib/shopping-list/list";
import {
  saveShoppingList,
  listStart,
  startingItems,
  useShoppingList,
} from "@/lib/shopping-list/stored-list";
import {
  sameLine,
  type Ingredient,
  type ItemKind,
  type ListItem,
} from "@/lib/shopping-list/item";
import { ClearAll } from "./clear-all";
import { ItemForm } from "./item-form";
import { formatAmount } from "@/lib/shopping-list/format";
import { SendEnquiry } from "./send-enquiry";

type Line = { index: number; item: Readonly<ListItem> };

const browseLink =
  "inline-flex min-h-11 items-center font-semibold text-laurel-dark underline";

export function ShoppingListView() {
  const t = useTranslations("ShoppingList");
  // The list lives in the browser: the static shell renders without it (null).
  const items = useShoppingList();
  const [form, setForm] = useState({
    key: 0,
    editing: null as Line | null,
    focus: false,
  });
  const { editing } = form;
  const [announcement, setAnnouncement] = useState({ text: "", id: 0 });
  const hintId = useId();

  const announce = (text: string) =>
    setAnnouncement((was) => ({ text, id: was.id + 1 }));

  const restartForm = (next: Line | null, focus = true) =>
    setForm((was) => ({ key: was.key + 1, editing: next, focus }));

  // A change in another tab may remove or replace the line being edited.
  const current = editing ? items?.[editing.index] : undefined;
  if (editing && items && !(current && sameLine(current, editing.item)))
    restartForm(null, false);

  const save = (ingredient: Ingredient): boolean => {
    if (!items) return false;
    if (editing) {
      const next = updateItem(items, editing.index, ingredient);
      if (!next) return false;
      saveShoppingList(next);
      announce(t("announceUpdated", { name: ingredient.name }));
      restartForm(null);
      return true;
    }
    const line = (item: ListItem) =>
      sameLine(item, { ...ingredient, kind: "ingredient" });
    const existed = items.some(line);
    const next = addItem(items, ingredient);
    if (!next) {
      announce(t("announceFull"));
      return false;
    }
    saveShoppingList(next);
    const merged = existed && next.find(line);
    announce(
      merged
        ? t("announceMerged", {
            name: merged.name,
            amount: formatAmount(merged.amount),
          })
        : t("announceAdded", { name: ingredient.name }),
    );
    return true;
  };

  const remove = () => {
    const next = editing && items && deleteItem(items, editing.index);
    if (next) {
      saveShoppingList(next);
      announce(t("announceDeleted", { name: editing.item.name }));
    }
    restartForm(null);
  };

  const clearAll = () => {
    saveShoppingList(startingItems());
    // Focus goes back to the Clear all button as the dialog closes.
    restartForm(null, false);
    announce(t("announceCleared", { start: listStart() }));
  };

  // The soaps' heading stays, with a way to the catalogue, while there are none.
  const of = (kind: ItemKind) =>
    (items ?? []).flatMap((item, index) =>
      item.kind === kind ? [{ item, index }] : [],
    );
  const soaps = of("soap");
  const ingredients = of("ingredient");
  const group = (
    key: "soaps" | "ingredients",
    list: Line[],
    empty?: ReactNode,
  ) =>
    (list.length > 0 || empty) && (
      <div role="group" aria-labelledby={`${hintId}-${key}`}>
        <h3 id={`${hintId}-${key}`} className="text-xl font-semibold">
          {t(`${key}Heading`)}
        </h3>
        {list.length === 0 ? (
          empty
        ) : (
          <ul className="mt-2 divide-y divide-sand-dark overflow-hidden rounded-2xl bg-white/70 ring-1 ring-sand-dark">
            {list.map(({ item, index }) => (
              <li key={`${index}-${item.kind}-${item.name}`}>
                <button
                  type="button"
                  onClick={() => {
                    restartForm({ index, item });
                    announce(t("announceEditing", { name: item.name }));
                  }}
                  aria-current={index === editing?.index ? "true" : undefined}
                  aria-describedby={hintId}
                  className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-2 text-left text-olive transition-colors hover:bg-sand/60 focus-visible:-outline-offset-4 aria-[current=true]:bg-laurel aria-[current=true]:text-cream aria-[current=true]:focus-visible:outline-cream"
                >
                  <span className="min-w-0 font-medium break-words">
                    {item.name}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {item.kind === "soap"
                      ? t("bars", { count: item.amount })
                      : formatAmount(item.amount)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 md:grid-cols-2 md:items-start">
      <ItemForm
        key={form.key}
        editing={editing?.item ?? null}
        focusOnMount={form.focus}
        onSave={save}
        onDelete={remove}
        onClear={() => restartForm(null)}
      />
      <section aria-labelledby={`${hintId}-heading`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${hintId}-heading`} className="text-2xl font-semibold">
            {t("listHeading")}
          </h2>
          <ClearAll onConfirm={clearAll} disabled={!items} />
        </div>
        <p id={hintId} className="mt-1 text-sm text-stone-dark">
          {t("listHint")}
        </p>
        {items === null ? (
          <p className="mt-4 text-stone-dark" aria-busy="true">
            {t("loading")}
          </p>
        ) : items.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-stone/60 px-5 py-6 text-center">
            <p className="text-stone-dark">{t("empty")}</p>
            <a href="/products" className={`mt-3 ${browseLink}`}>
              {t("browseProducts")}
            </a>
          </div>
        ) : (
          <>
            <div className="mt-4 space-y-6">
              {group(
                "soaps",
                soaps,
                <p className="mt-1 text-stone-dark">
                  {t("noSoaps")}{" "}
                  <a href="/products" className={browseLink}>
                    {t("browseProducts")}
                  </a>
                </p>,
              )}
              {group("ingredients", ingredients)}
            </div>
            <SendEnquiry ingredients={ingredients.length} />
          </>
        )}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        <span key={announcement.id}>{announcement.text}</span>
      </div>
    </div>
  );
}
