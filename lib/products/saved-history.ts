import "server-only";
import { z } from "zod";
import { update, type Documents } from "@/lib/documents/types";
import { normalizeProducts } from "./normalize";
import type { Product } from "./types";

export const HISTORY_KEPT = 50;

/** A stored count; a hand-edited value that is not a positive number reads as 0. */
export const count = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : 0;

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

// Entries and lists apart so the history screen reads the small entries only. Keys are "v" and
// ten digits: they sort as text, and the Realtime Database never turns them into an array.
const keyOf = (version: number) => `v${String(version).padStart(10, "0")}`;
const versionOf = (key: string) =>
  /^v\d{10}$/.test(key) ? Number(key.slice(1)) : null;

export function createSavedHistory(docs: Documents) {
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
    async start(current: () => Promise<Product[]>): Promise<void> {
      const last = await docs.get("catalogHistory/last");
      if (last.value !== null) return;
      const products = await current();
      if (
        (await docs.putIfMatch("catalogHistory/last", 1, last.version)) !== null
      )
        await keep(1, products, null);
    },

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

const storedEntry = z.object({
  savedAt: z.string().catch(""),
  savedBy: z.string().min(1).nullable().catch(null),
  count: z.number().catch(0),
  names: z
    .array(z.object({ id: z.string().catch(""), name: z.string().catch("") }))
    .catch([]),
  restoredFrom: z.number().int().positive().optional().catch(undefined),
});

export type HistoryEntry = { version: number } & z.output<typeof storedEntry>;

const entryOf = (version: number, value: unknown): HistoryEntry => ({
  version,
  ...(storedEntry.safeParse(value).data ?? storedEntry.parse({})),
});
