import { useSyncExternalStore } from "react";
import { createStoredValue } from "@/lib/stored-value";
import type { ListItem } from "./item";
import {
  LIST_START_ATTRIBUTE,
  type ListStart,
  MAX_AMOUNT,
  MAX_ITEMS,
  MAX_NAME_LENGTH,
  MIN_AMOUNT,
  STORAGE_KEY,
  STORAGE_VERSION,
} from "./limits";

const EXAMPLE_ITEMS: readonly ListItem[] = [
  { kind: "ingredient", name: "apples", amount: 5 },
  { kind: "ingredient", name: "tomatoes", amount: 10 },
];
const NO_ITEMS: readonly ListItem[] = [];

/** The specification's examples, unless the page says a new list starts empty. */
export const listStart = (): ListStart =>
  globalThis.document?.documentElement.getAttribute(LIST_START_ATTRIBUTE) ===
  "empty"
    ? "empty"
    : "examples";

export const startingItems = (): readonly ListItem[] =>
  listStart() === "examples" ? EXAMPLE_ITEMS : NO_ITEMS;

type StoredList = {
  version: typeof STORAGE_VERSION;
  items: readonly ListItem[];
};

// Format 1 kept ingredients only and is read as such; any other shape gives the starting list.
// Checked by ./item's rules without zod: the header's count reads the list on every page.
const storedList = createStoredValue<StoredList>(
  STORAGE_KEY,
  {
    safeParse(value) {
      const { version, items } = Object(value) as Record<string, unknown>;
      const lines =
        (version === 1 || version === STORAGE_VERSION) &&
        Array.isArray(items) &&
        items.length <= MAX_ITEMS &&
        items.map((item: unknown) => {
          const line = Object(item) as Record<string, unknown>;
          const kind = version === 1 ? "ingredient" : line.kind;
          const { amount } = line;
          const name = typeof line.name === "string" && line.name.trim();
          return (
            name &&
            name.length <= MAX_NAME_LENGTH &&
            typeof amount === "number" &&
            amount <= MAX_AMOUNT &&
            (kind === "soap"
              ? amount >= 1 && amount % 1 === 0
              : kind === "ingredient" && amount >= MIN_AMOUNT) && {
              kind,
              name,
              amount,
            }
          );
        });
      return lines && lines.every(Boolean)
        ? {
            success: true,
            data: { version: STORAGE_VERSION, items: lines as ListItem[] },
          }
        : { success: false };
    },
  },
  { version: STORAGE_VERSION, items: EXAMPLE_ITEMS },
);

/** The same array until it changes; nothing stored (or nothing usable) is a new list. */
export const shoppingList = () => {
  const { items } = storedList.get();
  return items === EXAMPLE_ITEMS ? startingItems() : items;
};

export function saveShoppingList(items: readonly ListItem[]) {
  storedList.set({ version: STORAGE_VERSION, items });
}

/** null before hydration (the static shell). */
export const useShoppingList = () =>
  useSyncExternalStore(storedList.subscribe, shoppingList, () => null);
