import "server-only";
import { z } from "zod";
import {
  childrenOf,
  compareAndSet,
  createDatabase,
  type Answer,
} from "@/lib/firebase/database";
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

/** What a save learns before its write: the counter, and the list the first recorded save replaces. */
type HistoryStart = { counter: Answer; before: Product[] | null };

export function createFirebaseHistory(
  request: ReturnType<typeof createDatabase>,
  readerToken: () => Promise<string | null>,
) {
  /** Takes the next version number(s): one, or two when the catalogue from before the history is kept first. */
  const claim = async (token: string | null, start: HistoryStart | null) =>
    compareAndSet(
      request,
      "catalogHistory/last",
      token,
      ({ data }) => {
        const last = typeof data === "number" ? data : 0;
        const withBefore = last === 0 && start?.before != null;
        const version = last + (withBefore ? 2 : 1);
        return { body: version, result: { version, withBefore } };
      },
      {
        attempts: ATTEMPTS,
        current: start?.counter,
        busy: "The history could not be numbered: too many saves at once",
      },
    );

  return {
    /** Read before a save whose list must match `expectedVersion`. */
    async start(expectedVersion: string): Promise<HistoryStart> {
      const token = await readerToken();
      const counter = await request("catalogHistory/last", { token });
      if (counter.data !== null) return { counter, before: null };
      const current = await request("products", { token });
      return {
        counter,
        // Another ETag means the save is about to be refused anyway.
        before:
          current.etag === expectedVersion
            ? normalizeProducts(current.data)
            : null,
      };
    },

    /** Keeps `products` as the newest version and prunes all but the newest HISTORY_KEPT, in one multi-path update. */
    async record(
      start: HistoryStart | null,
      products: Product[],
      savedBy: string | null,
    ): Promise<void> {
      const token = await readerToken();
      const { version, withBefore } = await claim(token, start);
      const savedAt = new Date().toISOString();
      const update: Record<string, unknown> = {};
      const keep = (v: number, list: Product[], by: string | null) => {
        update[`entries/${keyOf(v)}`] = {
          savedAt,
          savedBy: by || null,
          count: list.length,
          names: list.map(({ id, name }) => ({ id, name })),
        };
        update[`products/${keyOf(v)}`] = normalizeProducts(list);
      };
      if (withBefore) keep(version - 1, start!.before!, null);
      keep(version, products, savedBy);
      const existing = await request("catalogHistory/entries", { token });
      const versions = childrenOf(existing.data)
        .map(([key]) => versionOf(key))
        .filter((v): v is number => v !== null && v < version);
      versions.sort((a, b) => b - a);
      for (const old of versions.slice(HISTORY_KEPT - 1)) {
        update[`entries/${keyOf(old)}`] = null;
        update[`products/${keyOf(old)}`] = null;
      }
      await request("catalogHistory", { method: "PATCH", token, body: update });
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
      const answer = await request(
        `catalogHistory/products/${keyOf(version)}`,
        {
          token,
        },
      );
      if (answer.data !== null) return normalizeProducts(answer.data);
      // The database keeps no empty list: an entry without products saved [].
      const entry = await request(`catalogHistory/entries/${keyOf(version)}`, {
        token,
      });
      return entry.data === null ? null : [];
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
