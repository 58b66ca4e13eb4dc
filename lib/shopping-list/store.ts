import { MAX_ITEMS } from "./limits";
import {
  addAmounts,
  normalizeIngredient,
  sameName,
  STARTING_ITEMS,
  type Ingredient,
} from "./ingredient";

type ListListener = (items: Ingredient[]) => void;

export type ShoppingListStore = {
  /** A fresh copy of the list; changing it never changes the store. */
  getItems(): Ingredient[];
  /**
   * The current list as one frozen array whose identity changes only when the
   * list does (what React's useSyncExternalStore needs).
   */
  getSnapshot(): readonly Readonly<Ingredient>[];
  /** Adds one line, or adds to the amount of the line with the same name. */
  add(ingredient: Ingredient): boolean;
  /** Adds a recipe's ingredients (merging as `add` does); invalid ones are skipped. Returns how many were taken. */
  addMany(ingredients: readonly Ingredient[]): number;
  update(index: number, ingredient: Ingredient): boolean;
  delete(index: number): boolean;
  replaceAll(ingredients: readonly Ingredient[]): boolean;
  /** Starts over with the starting items. */
  reset(): void;
  /** Called with a copy of the list after every change. */
  subscribe(listener: ListListener): () => void;
};

const copyOf = (items: readonly Ingredient[]): Ingredient[] =>
  items.map(({ name, amount }) => ({ name, amount }));

const freeze = (items: readonly Ingredient[]) =>
  Object.freeze(items.map((item) => Object.freeze({ ...item })));

/**
 * The in-memory shopping list:
 * add, update and delete by index, and replace-all, each notifying
 * subscribers with their own copy. Knows nothing of React or storage.
 */
export function createShoppingList(
  initial: readonly Ingredient[] = STARTING_ITEMS,
): ShoppingListStore {
  let items: Ingredient[] = [];
  let snapshot: readonly Readonly<Ingredient>[] = freeze([]);
  const listeners = new Set<ListListener>();

  const inRange = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < items.length;

  const commit = (next: Ingredient[]) => {
    items = next;
    snapshot = freeze(items);
    // Each listener gets its own copy, so one cannot affect another or the store.
    listeners.forEach((listener) => listener(copyOf(items)));
  };

  /** Merges into `list` in place; false when the ingredient is invalid or the list is full. */
  const mergeInto = (list: Ingredient[], value: Ingredient): boolean => {
    const ingredient = normalizeIngredient(value);
    if (!ingredient) return false;
    const existing = list.findIndex((item) =>
      sameName(item.name, ingredient.name),
    );
    if (existing >= 0) {
      const current = list[existing]!;
      list[existing] = {
        name: current.name,
        amount: addAmounts(current.amount, ingredient.amount),
      };
      return true;
    }
    if (list.length >= MAX_ITEMS) return false;
    list.push(ingredient);
    return true;
  };

  const cleanList = (values: readonly Ingredient[]) => {
    const list: Ingredient[] = [];
    values.forEach((value) => mergeInto(list, value));
    return list;
  };

  items = cleanList(initial);
  snapshot = freeze(items);

  return {
    getItems: () => copyOf(items),
    getSnapshot: () => snapshot,

    add(ingredient) {
      const next = copyOf(items);
      if (!mergeInto(next, ingredient)) return false;
      commit(next);
      return true;
    },

    addMany(ingredients) {
      const next = copyOf(items);
      const taken = ingredients.filter((value) =>
        mergeInto(next, value),
      ).length;
      if (taken > 0) commit(next);
      return taken;
    },

    update(index, ingredient) {
      const value = normalizeIngredient(ingredient);
      if (!value || !inRange(index)) return false;
      const next = copyOf(items);
      const twin = next.findIndex(
        (item, i) => i !== index && sameName(item.name, value.name),
      );
      if (twin < 0) {
        next[index] = value;
      } else {
        // Renamed to another line's name: one line, not two with the same name.
        next[twin] = {
          name: next[twin]!.name,
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

    replaceAll(ingredients) {
      commit(cleanList(ingredients));
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
