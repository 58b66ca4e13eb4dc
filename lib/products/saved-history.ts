import "server-only";
import { z } from "zod";
import { update, type Documents } from "@/lib/documents/types";
import { normalizeProducts } from "./normalize";
import type { Product } from "./types";

/** Every save is kept; the oldest are pruned once there are more than this many. */
export const HISTORY_KEPT = 50;

/** A stored count; a hand-edited value that is not a positive number reads as 0. */
export const count = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : 0;

/** Adds one to the count at `path` by compare-and-set; after 8 collisions in a row the database is `busy`. */
export const increment = (docs: Documents, path: string, busy: string) =>
  update<unknown, number>(
    docs,
    path,
    (current) => {
      const next = count(current) + 1;
      return { value: next, result: next };
    },
    { attempts: 8, busy },
  );

/*
 * The kept saves, read and written with the server's own access (like
 * accounts/): catalogHistory/last is the newest version number,
 * catalogHistory/entries/<key> one save's metadata and
 * catalogHistory/products/<key> its list. The two are apart so the history
 * screen reads the small entries only. Keys are "v" and ten digits: they sort
 * as text in version order, and the Realtime Database never turns them into an
 * array as it does with numeric keys.
 */
const keyOf = (version: number) => `v${String(version).padStart(10, "0")}`;
const versionOf = (key: string) =>
  /^v\d{10}$/.test(key) ? Number(key.slice(1)) : null;

export function createSavedHistory(docs: Documents) {
  /** Writes `list` as `version` (and any other changes in `more`) in one multi-path write. */
  const keep = (
    version: number,
    list: Product[],
    savedBy: string | null,
    more: Record<string, unknown> = {},
    restoredFrom?: number,
  ) =>
    docs.patch("catalogHistory", {
      ...more,
      [`entries/${keyOf(version)}`]: {
        savedAt: new Date().toISOString(),
        savedBy: savedBy || null,
        count: list.length,
        names: list.map(({ id, name }) => ({ id, name })),
        ...(restoredFrom ? { restoredFrom } : {}),
      },
      [`products/${keyOf(version)}`]: normalizeProducts(list),
    });

  return {
    /** Before a save: the catalogue found before the first recorded save becomes version 1, once. */
    async start(current: () => Promise<Product[]>): Promise<void> {
      const last = await docs.get("catalogHistory/last");
      if (last.value !== null) return;
      const products = await current();
      if (
        (await docs.putIfMatch("catalogHistory/last", 1, last.version)) !== null
      )
        await keep(1, products, null);
    },

    /** Keeps `products` as the newest version (a restore of `restoredFrom`, if given) and prunes all but the newest HISTORY_KEPT. */
    async record(
      products: Product[],
      savedBy: string | null,
      restoredFrom?: number,
    ): Promise<void> {
      const version = await increment(
        docs,
        "catalogHistory/last",
        "The history could not be numbered: too many saves at once",
      );
      const versions = Object.keys(await docs.list("catalogHistory/entries"))
        .map(versionOf)
        .filter((v): v is number => v !== null && v < version);
      versions.sort((a, b) => b - a);
      const pruned: Record<string, null> = {};
      for (const old of versions.slice(HISTORY_KEPT - 1)) {
        pruned[`entries/${keyOf(old)}`] = null;
        pruned[`products/${keyOf(old)}`] = null;
      }
      await keep(version, products, savedBy, pruned, restoredFrom);
    },

    async list(): Promise<HistoryEntry[]> {
      const entries = await docs.list("catalogHistory/entries");
      return Object.entries(entries)
        .flatMap(([key, value]) => {
          const version = versionOf(key);
          return version === null ? [] : [entryOf(version, value)];
        })
        .sort((a, b) => b.version - a.version);
    },

    async read(version: number): Promise<Product[] | null> {
      if (!Number.isSafeInteger(version) || version < 1) return null;
      const at = (node: "products" | "entries") =>
        docs.get(`catalogHistory/${node}/${keyOf(version)}`);
      const { value } = await at("products");
      if (value !== null) return normalizeProducts(value);
      // The Realtime Database keeps no empty list: an entry without products saved [].
      return (await at("entries")).value === null ? null : [];
    },
  };
}

/** An entry as the database holds it; a field edited by hand into something else reads as empty. */
const storedEntry = z.object({
  savedAt: z.string().catch(""),
  savedBy: z.string().min(1).nullable().catch(null),
  count: z.number().catch(0),
  names: z
    .array(z.object({ id: z.string().catch(""), name: z.string().catch("") }))
    .catch([]),
  // The version a restore brought back; absent for an ordinary save.
  restoredFrom: z.number().int().positive().optional().catch(undefined),
});

/**
 * One kept save, without its products. `version` orders the history (in the
 * Realtime Database a counter of its own, since the list's version is an
 * ETag); `savedBy` is null for the catalogue found before the first save.
 */
export type HistoryEntry = { version: number } & z.output<typeof storedEntry>;

const entryOf = (version: number, value: unknown): HistoryEntry => ({
  version,
  ...(storedEntry.safeParse(value).data ?? storedEntry.parse({})),
});
