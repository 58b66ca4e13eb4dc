import "server-only";
import { z } from "zod";
import {
  childrenOf,
  compareAndSet,
  createDatabase,
  type Answer,
} from "@/lib/documents/firebase";
import { normalizeProducts } from "./normalize";
import { HISTORY_KEPT, type HistoryEntry } from "./store";
import type { Product } from "./types";

/** Compare-and-set rounds for the counter before a busy database is reported. */
const ATTEMPTS = 8;

/*
 * The history in the Realtime Database, read and written with the server's
 * reader token (like accounts/): catalogHistory/last is the newest version
 * number, catalogHistory/entries/<key> one save's metadata and
 * catalogHistory/products/<key> its list. The two are apart so the history
 * screen reads the small entries only. Keys are "v" and ten digits: they sort
 * as text in version order, and the database never turns them into an array
 * as it does with numeric keys.
 */
const keyOf = (version: number) => `v${String(version).padStart(10, "0")}`;
const versionOf = (key: string) =>
  /^v\d{10}$/.test(key) ? Number(key.slice(1)) : null;

export function createFirebaseHistory(
  request: ReturnType<typeof createDatabase>,
  readerToken: () => Promise<string | null>,
) {
  /** Takes a version number with `next`, which may also decline (no body). */
  const claim = <T>(
    token: string | null,
    next: (last: unknown) => { body?: number; result: T },
    current?: Answer,
  ) =>
    compareAndSet(request, "catalogHistory/last", token, (c) => next(c.data), {
      attempts: ATTEMPTS,
      current,
      busy: "The history could not be numbered: too many saves at once",
    });

  /** Writes `list` as `version` (and any other changes in `update`) in one multi-path update. */
  const keep = (
    token: string | null,
    version: number,
    list: Product[],
    savedBy: string | null,
    update: Record<string, unknown> = {},
  ) =>
    request("catalogHistory", {
      method: "PATCH",
      token,
      body: {
        ...update,
        [`entries/${keyOf(version)}`]: {
          savedAt: new Date().toISOString(),
          savedBy: savedBy || null,
          count: list.length,
          names: list.map(({ id, name }) => ({ id, name })),
        },
        [`products/${keyOf(version)}`]: normalizeProducts(list),
      },
    });

  return {
    /** Before a save: the catalogue found before the first recorded save becomes version 1, once. */
    async start(): Promise<void> {
      const token = await readerToken();
      const counter = await request("catalogHistory/last", { token });
      if (counter.data !== null) return;
      const current = await request("products", { token });
      const first = await claim(
        token,
        (last) =>
          last === null ? { body: 1, result: true } : { result: false },
        counter,
      );
      if (first) await keep(token, 1, normalizeProducts(current.data), null);
    },

    /** Keeps `products` as the newest version and prunes all but the newest HISTORY_KEPT. */
    async record(products: Product[], savedBy: string | null): Promise<void> {
      const token = await readerToken();
      const version = await claim(token, (last) => {
        const next = (typeof last === "number" ? last : 0) + 1;
        return { body: next, result: next };
      });
      const existing = await request("catalogHistory/entries", { token });
      const versions = childrenOf(existing.data)
        .map(([key]) => versionOf(key))
        .filter((v): v is number => v !== null && v < version);
      versions.sort((a, b) => b - a);
      const pruned: Record<string, null> = {};
      for (const old of versions.slice(HISTORY_KEPT - 1)) {
        pruned[`entries/${keyOf(old)}`] = null;
        pruned[`products/${keyOf(old)}`] = null;
      }
      await keep(token, version, products, savedBy, pruned);
    },

    async list(): Promise<HistoryEntry[]> {
      const answer = await request("catalogHistory/entries", {
        token: await readerToken(),
      });
      return childrenOf(answer.data)
        .flatMap(([key, value]) => {
          const version = versionOf(key);
          return version === null ? [] : [entryOf(version, value)];
        })
        .sort((a, b) => b.version - a.version);
    },

    async read(version: number): Promise<Product[] | null> {
      if (!Number.isSafeInteger(version) || version < 1) return null;
      const token = await readerToken();
      const at = (node: "products" | "entries") =>
        request(`catalogHistory/${node}/${keyOf(version)}`, { token });
      const answer = await at("products");
      if (answer.data !== null) return normalizeProducts(answer.data);
      // The database keeps no empty list: an entry without products saved [].
      return (await at("entries")).data === null ? null : [];
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
});

const entryOf = (version: number, value: unknown): HistoryEntry => ({
  version,
  ...(storedEntry.safeParse(value).data ?? storedEntry.parse({})),
});
