import { setMaxListeners } from "node:events";

/** An in-memory Web Storage for unit tests of code that keeps data in localStorage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

/**
 * A `window` with that storage for code that reads `window.localStorage`:
 * installed on globalThis for the test file; `otherTab` writes as another tab
 * would (the storage, then a `storage` event here).
 */
export function fakeWindow() {
  const localStorage = memoryStorage();
  const win = Object.assign(new EventTarget(), { localStorage });
  // Tests open many "pages" on one window: their listeners are no leak.
  setMaxListeners(0, win);
  Object.assign(globalThis, { window: win });
  const otherTab = (key: string | null, value: string | null) => {
    if (key === null) localStorage.clear();
    else if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    win.dispatchEvent(Object.assign(new Event("storage"), { key }));
  };
  return { localStorage, otherTab };
}
