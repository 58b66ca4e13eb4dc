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
  STORAGE_VERSION,
} from "./limits";

type Line = { kind?: unknown; name: string; amount: number };

const validName = (name: unknown): name is string => {
  if (typeof name !== "string") return false;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_NAME_LENGTH;
};

/** The rules of ./item: an ingredient's amount is positive, a soap's a whole number of bars. */
const validAmount = (amount: unknown, soap: boolean): amount is number =>
  typeof amount === "number" &&
  Number.isFinite(amount) &&
  amount <= MAX_AMOUNT &&
  (soap ? Number.isInteger(amount) && amount >= 1 : amount >= MIN_AMOUNT);

/** Format 1 lines are ingredients whatever else they carry; format 2 lines name their kind. */
const validLine =
  (version: number) =>
  (item: unknown): item is Line => {
    if (typeof item !== "object" || item === null) return false;
    const { kind, name, amount } = item as Record<string, unknown>;
    if (version === 1) return validName(name) && validAmount(amount, false);
    if (kind !== "soap" && kind !== "ingredient") return false;
    return validName(name) && validAmount(amount, kind === "soap");
  };

export function countStored(raw: string | null): number {
  if (raw == null) return STARTING_COUNT;
  try {
    const data = JSON.parse(raw) as {
      version?: unknown;
      items?: unknown;
    } | null;
    const version = data?.version;
    const items = data?.items;
    if (
      (version !== 1 && version !== STORAGE_VERSION) ||
      !Array.isArray(items) ||
      items.length > MAX_ITEMS ||
      !items.every(validLine(version))
    )
      return STARTING_COUNT;
    // The store merges lines of the same kind and name, so count those.
    const kindOf = (item: Line) => (version === 1 ? "ingredient" : item.kind);
    return new Set(
      items.map((item) => `${kindOf(item)}:${item.name.trim().toLowerCase()}`),
    ).size;
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
