import { MAX_ITEMS } from "./limits";
import {
  addAmounts,
  normalizeItem,
  sameLine,
  STARTING_ITEMS,
  type Ingredient,
  type ListItem,
  type NewItem,
} from "./item";

type ListListener = (items: ListItem[]) => void;

const copyOf = (items: readonly ListItem[]): ListItem[] =>
  items.map(({ kind, name, amount }) => ({ kind, name, amount }));

const freeze = (items: readonly ListItem[]) =>
  Object.freeze(items.map((item) => Object.freeze({ ...item })));

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

function cleanList(values: readonly NewItem[]): ListItem[] {
  const list: ListItem[] = [];
  values.forEach((value) => mergeInto(list, value));
  return list;
}

/**
 * The in-memory shopping list:
 * add, update and delete by index, and replace-all, each notifying
 * subscribers with their own copy. Knows nothing of React or storage.
 */
export function createShoppingList(
  initial: readonly NewItem[] = STARTING_ITEMS,
) {
  let items = cleanList(initial);
  let snapshot = freeze(items);
  const listeners = new Set<ListListener>();

  const inRange = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < items.length;

  const commit = (next: ListItem[]) => {
    items = next;
    snapshot = freeze(items);
    // Each listener gets its own copy, so one cannot affect another or the store.
    listeners.forEach((listener) => listener(copyOf(items)));
  };

  return {
    /** A fresh copy of the list; changing it never changes the store. */
    getItems: () => copyOf(items),
    /** One frozen array whose identity changes only with the list (for useSyncExternalStore). */
    getSnapshot: () => snapshot,

    /** Adds one line, or adds to the amount of the line of the same kind and name. */
    add(item: NewItem) {
      const next = copyOf(items);
      if (!mergeInto(next, item)) return false;
      commit(next);
      return true;
    },

    /** Adds a recipe's ingredients as `add` does, skipping invalid ones; answers how many were taken. */
    addMany(ingredients: readonly Ingredient[]) {
      const next = copyOf(items);
      const taken = ingredients.filter((value) =>
        mergeInto(next, { name: value.name, amount: value.amount }),
      ).length;
      if (taken > 0) commit(next);
      return taken;
    },

    /** Changes the name and amount of a line; it stays a soap or an ingredient. */
    update(index: number, values: Ingredient) {
      if (!inRange(index)) return false;
      const value = normalizeItem({ ...values, kind: items[index]!.kind });
      if (!value) return false;
      const next = copyOf(items);
      next.splice(index, 1);
      // Renamed to another line's name: one line, not two with the same name.
      if (next.some((line) => sameLine(line, value))) mergeInto(next, value);
      else next.splice(index, 0, value);
      commit(next);
      return true;
    },

    delete(index: number) {
      if (!inRange(index)) return false;
      commit(items.filter((_, i) => i !== index));
      return true;
    },

    replaceAll(values: readonly NewItem[]) {
      commit(cleanList(values));
    },

    /** Starts over with the starting items. */
    reset() {
      commit(copyOf(STARTING_ITEMS));
    },

    /** Called with a copy of the list after every change. */
    subscribe(listener: ListListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ShoppingListStore = ReturnType<typeof createShoppingList>;
