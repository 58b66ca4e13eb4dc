import "server-only";
import {
  ConflictError,
  NotFoundError,
  update,
  type Documents,
} from "@/lib/documents/types";
import { logFailure } from "@/lib/log-failure";
import { normalizeProducts } from "./normalize";
import { count, createSavedHistory, increment } from "./saved-history";
import type { Product } from "./types";

export type CatalogSnapshot = { products: Product[]; version: string };

// Likes live apart from the list so a save never touches them.
export function createCatalogStore(docs: Documents, seed?: Product[]) {
  const history = createSavedHistory(docs);

  const snapshot = (stored: { value: unknown; version: string }) => ({
    products: normalizeProducts(stored.value),
    version: stored.version,
  });

  const list = async (): Promise<CatalogSnapshot> => {
    const stored = await docs.get("products");
    if (stored.value !== null || !seed) return snapshot(stored);
    // The seed is the first kept version, so the first save can be undone. Written once: two
    // processes starting together both try, and the one that loses answers what it reads next.
    const first = normalizeProducts(seed);
    const version = await docs.putIfMatch("products", first, stored.version);
    if (version === null) return snapshot(await docs.get("products"));
    await history.start(async () => first);
    return { products: first, version };
  };

  return {
    list,

    /**
     * Throws a ConflictError carrying the current list. An unchanged list writes nothing and keeps its
     * version; `idToken` is for a backend that checks the writer itself.
     */
    async replaceAll(
      products: Product[],
      expectedVersion: string,
      options?: { idToken?: string; savedBy?: string; restoredFrom?: number },
    ): Promise<string> {
      const writer = options?.idToken ? docs.withToken(options.idToken) : docs;
      const next = normalizeProducts(products);
      // Read as the writer: a backend may let only the writer read it.
      const stored = await writer.get("products");
      if (
        stored.value !== null &&
        stored.version === expectedVersion &&
        JSON.stringify(normalizeProducts(stored.value)) === JSON.stringify(next)
      )
        return expectedVersion;
      await historyStep("read before", () =>
        history.start(async () => (await list()).products),
      );
      const version = await writer.putIfMatch(
        "products",
        next,
        expectedVersion,
      );
      if (version === null)
        throw new ConflictError(
          "The catalogue was changed since you fetched it; fetch the latest version before saving",
          await list(),
        );
      // Only after the write succeeded, so a refused save is never shown. With
      // no transaction across documents, a failure in between loses one way
      // back (logged), never the list; numbers are taken by compare-and-set,
      // so two close saves never share an entry.
      await historyStep("written after", () =>
        history.record(
          products,
          options?.savedBy ?? null,
          options?.restoredFrom,
        ),
      );
      return version;
    },

    // A store with a seed shows it as the first version before anything was read.
    async history() {
      if (seed) await list();
      return history.list();
    },

    async historyVersion(version: number) {
      if (seed) await list();
      return history.read(version);
    },

    /**
     * Moves the stock of the soaps that count it by `changes` (id → bars; negative lowers it, never
     * below 0), in one compare-and-set: an editor's save begun before it is refused with 409 and
     * merges, as with another editor's save. No history entry: it is no editor's save. Answers the
     * ids whose stock moved.
     */
    async adjustStock(changes: Record<string, number>): Promise<string[]> {
      return update<unknown, string[]>(
        docs,
        "products",
        (stored) => {
          if (stored === null) return { result: [] };
          const moved: string[] = [];
          const products = normalizeProducts(stored).map((product) => {
            const by = changes[product.id];
            if (!by || product.stock === undefined) return product;
            const stock = Math.max(0, product.stock + by);
            if (stock === product.stock) return product;
            moved.push(product.id);
            return { ...product, stock };
          });
          return moved.length > 0
            ? { value: products, result: moved }
            : { result: [] };
        },
        {
          attempts: 8,
          busy: "The stock could not be changed: too many changes at once",
        },
      );
    },

    async like(id: string) {
      const { products } = await list();
      if (!products.some((p) => p.id === id))
        throw new NotFoundError("There is no product with this id");
      return increment(
        docs,
        `likes/${id}`,
        "The like could not be recorded: too many at once",
      );
    },

    async likeCounts(): Promise<Record<string, number>> {
      const likes = await docs.list("likes");
      return Object.fromEntries(
        Object.entries(likes)
          .map(([id, value]) => [id, count(value)] as const)
          .filter(([, n]) => n > 0),
      );
    },
  };
}

/** A save stands whatever happens to its history: a failure there is logged, not thrown. */
async function historyStep<T>(
  when: "read before" | "written after",
  step: () => Promise<T>,
): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    logFailure(`[catalog] the history could not be ${when} a save`, error);
    return null;
  }
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
