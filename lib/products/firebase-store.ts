import "server-only";
import {
  childrenOf,
  compareAndSet,
  createDatabase,
  type ReaderDatabaseOptions,
} from "@/lib/documents/firebase";
import { createFirebaseHistory } from "./firebase-history";
import { normalizeProducts } from "./normalize";
import {
  CatalogConflictError,
  ProductNotFoundError,
  type CatalogStore,
} from "./store";
import { logFailure } from "@/lib/log-failure";

/** Likes are bumped with compare-and-set; this many collisions in a row is a busy database. */
const LIKE_ATTEMPTS = 8;

/**
 * The catalogue in a Firebase Realtime Database, through its REST API:
 * /products.json holds the list, /likes/<id>.json each product's count. The
 * list's ETag is its version; writes are conditional (if-match) so a
 * concurrent change answers 412 with the current data. Saved lists are kept
 * under /catalogHistory (firebase-history.ts).
 */
export function createFirebaseStore(
  options: ReaderDatabaseOptions,
): CatalogStore {
  const request = createDatabase(options);

  const history = createFirebaseHistory(request, options.readerToken);

  const list = async () => {
    const answer = await request("products", {
      token: await options.readerToken(),
    });
    return { products: normalizeProducts(answer.data), version: answer.etag };
  };

  return {
    list,

    async replaceAll(products, expectedVersion, writeOptions) {
      const token = writeOptions?.idToken ?? (await options.readerToken());
      await historyStep("read before", history.start);
      const answer = await request("products", {
        method: "PUT",
        token,
        body: normalizeProducts(products),
        ifMatch: expectedVersion,
      });
      if (answer.status === 412) {
        throw new CatalogConflictError({
          products: normalizeProducts(answer.data),
          version: answer.etag,
        });
      }
      // Only after the write succeeded, so a refused save is never shown. With
      // no transaction across nodes, a failure in between loses one way back
      // (logged), never the list; numbers are taken by compare-and-set, so two
      // close saves never share an entry.
      await historyStep("written after", () =>
        history.record(products, writeOptions?.savedBy ?? null),
      );
      return answer.etag || (await list()).version;
    },

    history: () => history.list(),

    historyVersion: (version) => history.read(version),

    async like(id) {
      const { products } = await list();
      if (!products.some((p) => p.id === id))
        throw new ProductNotFoundError(id);
      return compareAndSet(
        request,
        `likes/${id}`,
        await options.readerToken(),
        ({ data }) => {
          const next = count(data) + 1;
          return { body: next, result: next };
        },
        {
          attempts: LIKE_ATTEMPTS,
          busy: "The like could not be recorded: too many at once",
        },
      );
    },

    async likeCounts() {
      const answer = await request("likes", {
        token: await options.readerToken(),
      });
      return Object.fromEntries(
        childrenOf(answer.data)
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

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : 0;
}
