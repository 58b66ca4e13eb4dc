import { announceListChange } from "./count";
import { connectStorage, loadList, readStored } from "./persistence";
import { createShoppingList, type ShoppingListStore } from "./store";

let shared: ShoppingListStore | null = null;

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: keep the list in memory.
    return undefined;
  }
}

/**
 * The visitor's shopping list in this tab: one store for the page and every
 * "add ingredients" button, loaded from and saved to localStorage. Browser only.
 */
export function browserShoppingList(): ShoppingListStore {
  if (shared) return shared;
  const storage = localStorageOrUndefined();
  const store = createShoppingList(loadList(readStored(storage)));
  connectStorage(store, storage, window, announceListChange);
  shared = store;
  return store;
}
