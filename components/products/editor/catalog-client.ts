import { normalizeProducts } from "@/lib/products/normalize";
import type { Product } from "@/lib/products/types";
import { NetworkError, timedFetch } from "@/lib/http/timed-fetch";
import { merge, type MergeConflict } from "./merge";

/** Why a save did not go through, as the editor explains it. */
export type SaveFailure =
  | "conflict"
  | "session"
  | "forbidden"
  | "invalid"
  | "failed"
  | "offline"
  | "timeout";

/** Why Fetch did not bring the catalogue. */
export type FetchFailure = "fetch" | "offline" | "timeout";

export class CatalogRequestError extends Error {
  constructor(readonly kind: SaveFailure | FetchFailure) {
    super(kind);
    this.name = "CatalogRequestError";
  }
}

const versionOf = (res: Response) =>
  (res.headers.get("etag") ?? "").replace(/^W\//, "").replace(/^"(.*)"$/, "$1");

/** The request; offline or no answer in time is said so, any other network failure is `otherwise`. */
async function request(init: RequestInit, otherwise: "fetch" | "failed") {
  try {
    return await timedFetch("/api/products", init);
  } catch (error) {
    throw new CatalogRequestError(
      error instanceof NetworkError && error.kind !== "unreachable"
        ? error.kind
        : otherwise,
    );
  }
}

/** A catalogue and the version it was read or written at. */
export type Catalog = { products: Product[]; version: string };

/** The stored catalogue and its version (likes are left out: they are not the editor's). */
export async function fetchCatalog(): Promise<Catalog> {
  const res = await request({ cache: "no-store" }, "fetch");
  if (!res.ok) throw new CatalogRequestError("fetch");
  return {
    products: normalizeProducts(await res.json()),
    version: versionOf(res),
  };
}

/** Writes the whole list if the stored one is still at `version`; answers the new version and whether the list changed. */
async function saveCatalog(
  products: Product[],
  version: string,
): Promise<{ version: string; changed: boolean }> {
  const res = await request(
    {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "if-match": `"${version}"`,
      },
      body: JSON.stringify(products),
    },
    "failed",
  );
  if (res.ok) {
    const body: { changed?: unknown } = await res.json().catch(() => ({}));
    return { version: versionOf(res), changed: body.changed !== false };
  }
  const kind: Record<number, SaveFailure> = {
    400: "invalid",
    401: "session",
    403: "forbidden",
    409: "conflict",
    412: "conflict",
    428: "conflict",
  };
  throw new CatalogRequestError(kind[res.status] ?? "failed");
}

/** Someone saved meanwhile and changed some of what I changed: the user decides. */
export class MergeNeeded extends Error {
  constructor(
    readonly theirs: Catalog,
    readonly conflicts: MergeConflict[],
  ) {
    super("merge needed");
    this.name = "MergeNeeded";
  }
}

const isConflict = (error: unknown) =>
  error instanceof CatalogRequestError && error.kind === "conflict";

// Each round fetches the newest catalogue; more rounds mean a busy shop, not a bug.
const ROUNDS = 3;

/**
 * Saves `products` over `version`; answers the new version, what the server
 * now holds, whether that is my list merged with someone else's save, and
 * whether the save changed anything.
 * When someone saved in between, merges my changes since `base` with theirs
 * and saves the result without asking if nothing overlaps; otherwise throws
 * MergeNeeded. Without a base (an old working copy) the conflict is reported
 * as before.
 */
export async function saveWithMerge(
  products: Product[],
  version: string,
  base: Product[] | null,
): Promise<{
  version: string;
  stored: Product[];
  merged: boolean;
  changed: boolean;
}> {
  let [list, at, merged] = [products, version, false];
  for (let round = 0; ; round++) {
    try {
      return { ...(await saveCatalog(list, at)), stored: list, merged };
    } catch (error) {
      if (!base || !isConflict(error) || round === ROUNDS) throw error;
    }
    const theirs = await fetchCatalog().catch(() => {
      throw new CatalogRequestError("failed");
    });
    const result = merge(base, products, theirs.products);
    if (result.conflicts.length > 0)
      throw new MergeNeeded(theirs, result.conflicts);
    [list, at, merged] = [result.merged, theirs.version, true];
  }
}
