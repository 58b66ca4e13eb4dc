"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";
import { browserShoppingList } from "@/lib/shopping-list/browser";
import {
  sameLine,
  type Ingredient,
  type ListItem,
} from "@/lib/shopping-list/item";
import { ClearAll } from "./clear-all";
import { ItemForm } from "./item-form";
import { formatAmount } from "@/lib/shopping-list/format";
import { ListSections } from "./list-sections";
import { SendEnquiry } from "./send-enquiry";

type Editing = { index: number; item: ListItem };

const subscribe = (notify: () => void) =>
  browserShoppingList().subscribe(() => notify());

/** The /shopping-list island: the form, the list, Clear all, sending it as an enquiry, and a polite live region. */
export function ShoppingListView() {
  const t = useTranslations("ShoppingList");
  // The list lives in the browser: the static shell renders without it (null).
  const items = useSyncExternalStore(
    subscribe,
    () => browserShoppingList().getSnapshot(),
    () => null,
  );
  const store = items === null ? null : browserShoppingList();
  // A new key gives a fresh form (empty, or filled with the edited item).
  const [form, setForm] = useState({
    key: 0,
    editing: null as Editing | null,
    focus: false,
  });
  const { editing } = form;
  const [announcement, setAnnouncement] = useState({ text: "", id: 0 });
  const hintId = useId();

  const announce = (text: string) =>
    setAnnouncement((was) => ({ text, id: was.id + 1 }));

  const restartForm = (next: Editing | null, focus = true) =>
    setForm((was) => ({ key: was.key + 1, editing: next, focus }));

  /** Starts editing the line at `index` of the whole list. */
  const startEditing = (index: number) => {
    const item = store?.getItems()[index];
    if (!item) return;
    restartForm({ index, item });
    announce(t("announceEditing", { name: item.name }));
  };

  // A change in another tab may remove or replace the line being edited.
  const current = editing ? items?.[editing.index] : undefined;
  if (editing && items && !(current && sameLine(current, editing.item)))
    restartForm(null, false);

  const save = (ingredient: Ingredient): boolean => {
    if (!store) return false;
    if (editing) {
      if (!store.update(editing.index, ingredient)) return false;
      announce(t("announceUpdated", { name: ingredient.name }));
      restartForm(null);
      return true;
    }
    const line = (item: ListItem) =>
      sameLine(item, { ...ingredient, kind: "ingredient" });
    const existed = store.getItems().some(line);
    if (!store.add(ingredient)) {
      announce(t("announceFull"));
      return false;
    }
    const merged = existed && store.getItems().find(line);
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
    if (!store || !editing) return;
    if (store.delete(editing.index))
      announce(t("announceDeleted", { name: editing.item.name }));
    restartForm(null);
  };

  const clearAll = () => {
    store?.reset();
    // Focus goes back to the Clear all button as the dialog closes.
    restartForm(null, false);
    announce(t("announceCleared"));
  };

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
          <ClearAll onConfirm={clearAll} disabled={!store} />
        </div>
        <p id={hintId} className="mt-1 text-sm text-stone-dark">
          {t("listHint")}
        </p>
        <ListSections
          items={items}
          editingIndex={editing?.index ?? null}
          onEdit={startEditing}
          hintId={hintId}
        />
        {items && items.length > 0 ? (
          <SendEnquiry
            ingredients={items.filter((i) => i.kind !== "soap").length}
          />
        ) : null}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        <span key={announcement.id}>{announcement.text}</span>
      </div>
    </div>
  );
}
