/**
 * The number of lines on the stored list, for the header link on every page.
 * Free of zod and of the store (./limits) so that it adds almost nothing to
 * each page's JavaScript; `count.test.ts` checks it agrees with `loadList`.
 */
import {
  MAX_AMOUNT,
  MAX_ITEMS,
  MAX_NAME_LENGTH,
  MIN_AMOUNT,
  STARTING_COUNT,
  STORAGE_KEY as KEY,
} from "./limits";

const validLine = (item: unknown): item is { name: string } => {
  if (typeof item !== "object" || item === null) return false;
  const { name, amount } = item as { name?: unknown; amount?: unknown };
  if (typeof name !== "string" || typeof amount !== "number") return false;
  const trimmed = name.trim();
  return (
    trimmed.length >= 1 &&
    trimmed.length <= MAX_NAME_LENGTH &&
    Number.isFinite(amount) &&
    amount >= MIN_AMOUNT &&
    amount <= MAX_AMOUNT
  );
};

export function countStored(raw: string | null): number {
  if (raw == null) return STARTING_COUNT;
  try {
    const data = JSON.parse(raw) as {
      version?: unknown;
      items?: unknown;
    } | null;
    const items = data?.items;
    if (
      data?.version !== 1 ||
      !Array.isArray(items) ||
      items.length > MAX_ITEMS ||
      !items.every(validLine)
    )
      return STARTING_COUNT;
    // The store merges lines with the same name, so count names.
    return new Set(items.map((item) => item.name.trim().toLowerCase())).size;
  } catch {
    return STARTING_COUNT;
  }
}

export function readCount(): number {
  try {
    return countStored(window.localStorage.getItem(KEY));
  } catch {
    return STARTING_COUNT;
  }
}

const listeners = new Set<() => void>();

/** Tells same-tab observers that the stored list changed (other tabs get a storage event). */
export function announceListChange(): void {
  listeners.forEach((notify) => notify());
}

/** For useSyncExternalStore: changes in this tab and in other tabs. */
export function subscribeCount(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", onStorage);
  };
}
