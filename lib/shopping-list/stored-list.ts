import { useSyncExternalStore } from "react";
import { createStoredValue } from "@/lib/stored-value";
import type { ItemKind, ListItem } from "./item";
import {
  MAX_AMOUNT,
  MAX_ITEMS,
  MAX_NAME_LENGTH,
  MIN_AMOUNT,
  STORAGE_KEY,
  STORAGE_VERSION,
} from "./limits";

/** A new list starts with these. */
export const STARTING_ITEMS: readonly ListItem[] = [
  { kind: "ingredient", name: "apples", amount: 5 },
  { kind: "ingredient", name: "tomatoes", amount: 10 },
];

type StoredList = {
  version: typeof STORAGE_VERSION;
  items: readonly ListItem[];
};

// The rules of ./item's schemas, without zod: the header's count reads the
// list on every page.
function readLine(value: unknown, kind: ItemKind): ListItem | null {
  const { name, amount } = Object(value) as Record<string, unknown>;
  const trimmed = typeof name === "string" ? name.trim() : "";
  const soap = kind === "soap";
  const valid =
    (soap || kind === "ingredient") &&
    trimmed.length > 0 &&
    trimmed.length <= MAX_NAME_LENGTH &&
    typeof amount === "number" &&
    (soap
      ? Number.isSafeInteger(amount) && amount >= 1
      : amount >= MIN_AMOUNT) &&
    amount <= MAX_AMOUNT;
  return valid ? { kind, name: trimmed, amount } : null;
}

/**
 * Format 2 marks each line's kind; format 1 kept ingredients only, and is
 * read as such. Any other shape gives the starting list.
 */
function readList(value: unknown): StoredList | null {
  const { version, items } = Object(value) as Record<string, unknown>;
  if (version !== 1 && version !== STORAGE_VERSION) return null;
  if (!Array.isArray(items) || items.length > MAX_ITEMS) return null;
  const lines = items.map((item: unknown) =>
    readLine(
      item,
      version === 1 ? "ingredient" : (Object(item) as ListItem).kind,
    ),
  );
  return lines.includes(null)
    ? null
    : { version: STORAGE_VERSION, items: lines as ListItem[] };
}

const storedList = createStoredValue<StoredList>(
  STORAGE_KEY,
  {
    safeParse(value) {
      const data = readList(value);
      return data ? { success: true, data } : { success: false };
    },
  },
  { version: STORAGE_VERSION, items: STARTING_ITEMS },
);

/** The visitor's list, as this browser keeps it: the same array until it changes. */
export const shoppingList = () => storedList.get().items;

/** Keeps `items` as the list, for this tab and the others. */
export function saveShoppingList(items: readonly ListItem[]) {
  storedList.set({
    version: STORAGE_VERSION,
    items: items.map(({ kind, name, amount }) => ({ kind, name, amount })),
  });
}

/** The list, following changes in this tab and others; null before hydration (the static shell). */
export const useShoppingList = () =>
  useSyncExternalStore(storedList.subscribe, shoppingList, () => null);
