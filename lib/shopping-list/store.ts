import { MAX_ITEMS } from "./limits";
import { addAmounts } from "./ingredient";
import {
  normalizeItem,
  sameLine,
  STARTING_ITEMS,
  type Ingredient,
  type ListItem,
  type NewItem,
} from "./item";

type ListListener = (items: ListItem[]) => void;

export type ShoppingListStore = {
  /** A fresh copy of the list; changing it never changes the store. */
  getItems(): ListItem[];
  /**
   * The current list as one frozen array whose identity changes only when the
   * list does (what React's useSyncExternalStore needs).
   */
  getSnapshot(): readonly Readonly<ListItem>[];
  /** Adds one line, or adds to the amount of the line of the same kind and name. */
  add(item: NewItem): boolean;
  /** Adds a recipe's ingredients (merging as `add` does); invalid ones are skipped. Returns how many were taken. */
  addMany(ingredients: readonly Ingredient[]): number;
  /** Changes the name and amount of a line; it stays a soap or an ingredient. */
  update(index: number, values: Ingredient): boolean;
  delete(index: number): boolean;
  replaceAll(items: readonly NewItem[]): boolean;
  /** Starts over with the starting items. */
  reset(): void;
  /** Called with a copy of the list after every change. */
  subscribe(listener: ListListener): () => void;
};

const copyOf = (items: readonly ListItem[]): ListItem[] =>
  items.map(({ kind, name, amount }) => ({ kind, name, amount }));

const freeze = (items: readonly ListItem[]) =>
  Object.freeze(items.map((item) => Object.freeze({ ...item })));

/**
 * The in-memory shopping list:
 * add, update and delete by index, and replace-all, each notifying
 * subscribers with their own copy. Knows nothing of React or storage.
 */
export function createShoppingList(
  initial: readonly NewItem[] = STARTING_ITEMS,
): ShoppingListStore {
  let items: ListItem[] = [];
  let snapshot: readonly Readonly<ListItem>[] = freeze([]);
  const listeners = new Set<ListListener>();

  const inRange = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < items.length;

  const commit = (next: ListItem[]) => {
    items = next;
    snapshot = freeze(items);
    // Each listener gets its own copy, so one cannot affect another or the store.
    listeners.forEach((listener) => listener(copyOf(items)));
  };

  /** Merges into `list` in place; false when the line is invalid or the list is full. */
  const mergeInto = (list: ListItem[], value: NewItem): boolean => {
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
  };

  const cleanList = (values: readonly NewItem[]) => {
    const list: ListItem[] = [];
    values.forEach((value) => mergeInto(list, value));
    return list;
  };

  items = cleanList(initial);
  snapshot = freeze(items);

  return {
    getItems: () => copyOf(items),
    getSnapshot: () => snapshot,

    add(item) {
      const next = copyOf(items);
      if (!mergeInto(next, item)) return false;
      commit(next);
      return true;
    },

    addMany(ingredients) {
      const next = copyOf(items);
      const taken = ingredients.filter((value) =>
        mergeInto(next, { name: value.name, amount: value.amount }),
      ).length;
      if (taken > 0) commit(next);
      return taken;
    },

    update(index, values) {
      if (!inRange(index)) return false;
      const value = normalizeItem({ ...values, kind: items[index]!.kind });
      if (!value) return false;
      const next = copyOf(items);
      const twin = next.findIndex(
        (line, i) => i !== index && sameLine(line, value),
      );
      if (twin < 0) {
        next[index] = value;
      } else {
        // Renamed to another line's name: one line, not two with the same name.
        next[twin] = {
          ...next[twin]!,
          amount: addAmounts(next[twin]!.amount, value.amount),
        };
        next.splice(index, 1);
      }
      commit(next);
      return true;
    },

    delete(index) {
      if (!inRange(index)) return false;
      commit(items.filter((_, i) => i !== index));
      return true;
    },

    replaceAll(values) {
      commit(cleanList(values));
      return true;
    },

    reset() {
      commit(copyOf(STARTING_ITEMS));
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
