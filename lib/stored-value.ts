// Where zod would weigh too much (the header's islands): a type guard or an object with `safeParse`.
type Schema<T> =
  | ((value: unknown) => value is T)
  | {
      safeParse(
        value: unknown,
      ): { success: true; data: T } | { success: false };
    };

// Per key, not per value: two values on one key (the session hint, as the
// header and the session read it) hear each other's writes in this tab.
const listeners = new Map<string, Set<() => void>>();

// Never a cookie. A missing, damaged or foreign entry reads as `fallback`; storage that is blocked or
// full keeps the value in memory for this page.
export function createStoredValue<T>(
  key: string,
  schema: Schema<T>,
  fallback: T,
) {
  const heard = listeners.get(key) ?? new Set<() => void>();
  listeners.set(key, heard);
  // Set when a write failed: what this page holds instead.
  let unsaved: string | null | undefined;
  let lastText: string | null | undefined;
  let last = fallback;

  const text = () => {
    if (unsaved !== undefined) return unsaved;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const decode = (raw: string | null) => {
    if (raw === null) return fallback;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // Not JSON: the schema judges the text itself.
    }
    if (typeof schema === "function") return schema(value) ? value : fallback;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };

  return {
    /** The same object until the entry changes (useSyncExternalStore needs that). */
    get(): T {
      const raw = text();
      if (raw !== lastText) [lastText, last] = [raw, decode(raw)];
      return last;
    },
    set(value: T | null) {
      const raw =
        value === null
          ? null
          : typeof value === "string"
            ? value
            : JSON.stringify(value);
      try {
        if (raw === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, raw);
        unsaved = undefined;
      } catch {
        unsaved = raw;
      }
      heard.forEach((notify) => notify());
    },
    subscribe(notify: () => void): () => void {
      // Its own entry: one function subscribed twice is unsubscribed twice.
      const entry = () => notify();
      heard.add(entry);
      // key null: another tab cleared the whole storage.
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) notify();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        heard.delete(entry);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}
