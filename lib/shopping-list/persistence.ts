import * as z from "zod/mini";
import { ingredientSchema } from "./ingredient";
import { itemSchema, STARTING_ITEMS, type ListItem } from "./item";
import { MAX_ITEMS, STORAGE_KEY, STORAGE_VERSION } from "./limits";
import type { ShoppingListStore } from "./store";

// Format 1 kept ingredients only; its lines are read as ingredients.
const storedSchema = z.union([
  z.object({
    version: z.literal(STORAGE_VERSION),
    items: z.array(itemSchema).check(z.maxLength(MAX_ITEMS)),
  }),
  z.object({
    version: z.literal(1),
    items: z.array(ingredientSchema).check(z.maxLength(MAX_ITEMS)),
  }),
]);

const startingList = () => STARTING_ITEMS.map((item) => ({ ...item }));

/**
 * The list kept in `raw`: nothing stored yet, unreadable JSON or data of the
 * wrong shape all give the starting list, so a bad entry never breaks the page.
 */
export function loadList(raw: string | null | undefined): ListItem[] {
  if (raw == null) return startingList();
  try {
    const parsed = z.safeParse(storedSchema, JSON.parse(raw));
    if (parsed.success)
      return parsed.data.items.map(({ name, amount, ...rest }) => ({
        kind: "kind" in rest ? rest.kind : "ingredient",
        name,
        amount,
      }));
  } catch {
    // Not JSON: fall through to the starting list.
  }
  return startingList();
}

export function serializeList(items: readonly ListItem[]): string {
  return JSON.stringify({
    version: STORAGE_VERSION,
    items: items.map(({ kind, name, amount }) => ({ kind, name, amount })),
  });
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
