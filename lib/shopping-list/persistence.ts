import "@/lib/validation/jitless";
import * as z from "zod/mini";
import {
  ingredientSchema,
  STARTING_ITEMS,
  type Ingredient,
} from "./ingredient";
import { MAX_ITEMS, STORAGE_KEY } from "./limits";
import type { ShoppingListStore } from "./store";

const storedSchema = z.object({
  version: z.literal(1),
  items: z.array(ingredientSchema).check(z.maxLength(MAX_ITEMS)),
});

/**
 * The list kept in `raw`: nothing stored yet, unreadable JSON or data of the
 * wrong shape all give the starting list, so a bad entry never breaks the page.
 */
export function loadList(raw: string | null | undefined): Ingredient[] {
  if (raw == null) return STARTING_ITEMS.map((item) => ({ ...item }));
  try {
    const parsed = z.safeParse(storedSchema, JSON.parse(raw));
    if (parsed.success) return parsed.data.items;
  } catch {
    // Not JSON: fall through to the starting list.
  }
  return STARTING_ITEMS.map((item) => ({ ...item }));
}

export function serializeList(items: readonly Ingredient[]): string {
  return JSON.stringify({ version: 1, items });
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;
type StorageChange = Event & {
  key?: string | null;
  newValue?: string | null;
  storageArea?: unknown;
};

/** Reads without throwing (storage may be disabled, e.g. in some private modes). */
export function readStored(storage: KeyValueStorage | undefined) {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `store` and `storage` in step: every change is saved, and a change
 * made in another tab (a `storage` event on `events`) replaces the list here.
 * `onSaved` runs after each local save, for same-tab observers.
 */
export function connectStorage(
  store: ShoppingListStore,
  storage: KeyValueStorage | undefined,
  events: Pick<EventTarget, "addEventListener" | "removeEventListener">,
  onSaved: () => void = () => {},
): () => void {
  let applyingRemote = false;
  const unsubscribe = store.subscribe((items) => {
    // The other tab already wrote this; writing it back would only echo.
    if (applyingRemote) return;
    try {
      storage?.setItem(STORAGE_KEY, serializeList(items));
    } catch {
      // Full or disabled storage: the list still works for this visit.
    }
    onSaved();
  });
  const onStorage = (event: Event) => {
    const change = event as StorageChange;
    if (change.storageArea !== undefined && change.storageArea !== storage)
      return;
    // key null: the other tab cleared the whole storage.
    if (change.key !== STORAGE_KEY && change.key !== null) return;
    applyingRemote = true;
    try {
      store.replaceAll(loadList(change.newValue));
    } finally {
      applyingRemote = false;
    }
  };
  events.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    events.removeEventListener("storage", onStorage);
  };
}
