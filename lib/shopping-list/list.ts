import { MAX_ITEMS } from "./limits";
import {
  addAmounts,
  normalizeItem,
  sameLine,
  type Ingredient,
  type ListItem,
  type NewItem,
} from "./item";

type List = readonly ListItem[];

/** Merges into `list` in place; false when the line is invalid or the list is full. */
function mergeInto(list: ListItem[], value: NewItem): boolean {
  const item = normalizeItem(value);
  if (!item) return false;
  const existing = list.findIndex((line) => sameLine(line, item));
  if (existing >= 0) {
    const current = list[existing]!;
    list[existing] = {
      ...current,
      amount: addAmounts(current.amount, item.amount),
    };
    return true;
  }
  if (list.length >= MAX_ITEMS) return false;
  list.push(item);
  return true;
}

// These leave the given list as it is and answer a new one, or null when nothing changes.

export function addItem(items: List, item: NewItem): ListItem[] | null {
  const next = [...items];
  return mergeInto(next, item) ? next : null;
}

export function addItems(items: List, ingredients: readonly Ingredient[]) {
  const next = [...items];
  const taken = ingredients.filter((value) =>
    mergeInto(next, { name: value.name, amount: value.amount }),
  ).length;
  return { items: taken > 0 ? next : null, taken };
}

const inRange = (items: List, index: number) =>
  Number.isInteger(index) && index >= 0 && index < items.length;

/** It stays a soap or an ingredient. */
export function updateItem(
  items: List,
  index: number,
  values: Ingredient,
): ListItem[] | null {
  if (!inRange(items, index)) return null;
  const value = normalizeItem({ ...values, kind: items[index]!.kind });
  if (!value) return null;
  const next = items.filter((_, i) => i !== index);
  // Renamed to another line's name: one line, not two with the same name.
  if (next.some((line) => sameLine(line, value))) mergeInto(next, value);
  else next.splice(index, 0, value);
  return next;
}

export function deleteItem(items: List, index: number): ListItem[] | null {
  return inRange(items, index) ? items.filter((_, i) => i !== index) : null;
}
