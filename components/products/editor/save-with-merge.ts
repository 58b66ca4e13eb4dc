import type { Product } from "@/lib/products/types";
import {
  CatalogRequestError,
  fetchCatalog,
  saveCatalog,
  type Catalog,
} from "./catalog-client";
import { merge, type MergeConflict } from "./merge";

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
 * now holds, and whether that is my list merged with someone else's save.
 * When someone saved in between, merges my changes since `base` with theirs
 * and saves the result without asking if nothing overlaps; otherwise throws
 * MergeNeeded. Without a base (an old working copy) the conflict is reported
 * as before.
 */
export async function saveWithMerge(
  products: Product[],
  version: string,
  base: Product[] | null,
): Promise<{ version: string; stored: Product[]; merged: boolean }> {
  try {
    const saved = await saveCatalog(products, version);
    return { version: saved, stored: products, merged: false };
  } catch (error) {
    if (!base || !isConflict(error)) throw error;
  }
  for (let round = 0; round < ROUNDS; round++) {
    const theirs = await fetchCatalog().catch(() => {
      throw new CatalogRequestError("failed");
    });
    const { merged, conflicts } = merge(base, products, theirs.products);
    if (conflicts.length > 0) throw new MergeNeeded(theirs, conflicts);
    try {
      const saved = await saveCatalog(merged, theirs.version);
      return { version: saved, stored: merged, merged: true };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new CatalogRequestError("conflict");
}
