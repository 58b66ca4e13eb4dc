import * as z from "zod/mini";
import { createStoredValue } from "@/lib/stored-value";
import {
  ingredientSchema,
  itemSchema,
  STARTING_ITEMS,
  type ListItem,
} from "./item";
import { MAX_ITEMS, STORAGE_KEY, STORAGE_VERSION } from "./limits";
import { createShoppingList, type ShoppingListStore } from "./store";

/**
 * The list as stored. `count` is written beside the lines for the header
 * (./count), which reads nothing else; the store merges lines of one kind and
 * name, so each line counts once.
 */
const stored = (items: readonly ListItem[]) => ({
  version: STORAGE_VERSION,
  count: items.length,
  items: items.map(({ kind, name, amount }) => ({ kind, name, amount })),
});

// Format 1 kept ingredients only; its lines are read as ingredients. Any
// other shape (or unreadable JSON) gives the starting list.
const storedList = createStoredValue(
  STORAGE_KEY,
  z.union([
    z.pipe(
      z.object({
        version: z.literal(STORAGE_VERSION),
        items: z.array(itemSchema).check(z.maxLength(MAX_ITEMS)),
      }),
      z.transform(({ items }) => stored(items)),
    ),
    z.pipe(
      z.object({
        version: z.literal(1),
        items: z.array(ingredientSchema).check(z.maxLength(MAX_ITEMS)),
      }),
      z.transform(({ items }) =>
        stored(items.map((line) => ({ ...line, kind: "ingredient" }))),
      ),
    ),
  ]),
  stored(STARTING_ITEMS),
);

let shared: ShoppingListStore | null = null;

/**
 * The visitor's shopping list in this tab: one store for the page and every
 * "add ingredients" button, loaded from and saved to localStorage, and
 * replaced when another tab changes it. Browser only.
 */
export function browserShoppingList(): ShoppingListStore {
  if (shared) return shared;
  const store = createShoppingList(storedList.get().items);
  // Neither side echoes the other: a save is not read back, a list read is not saved again.
  let busy = false;
  const once = (work: () => void) => {
    if (busy) return;
    busy = true;
    try {
      work();
    } finally {
      busy = false;
    }
  };
  store.subscribe((items) => once(() => storedList.set(stored(items))));
  storedList.subscribe(() =>
    once(() => store.replaceAll(storedList.get().items)),
  );
  shared = store;
  return store;
}
