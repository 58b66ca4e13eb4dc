import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { env } from "@/lib/env";
import { catalogStore } from "./index";
import type { Product } from "./types";

/** The cache tag of everything rendered from the catalogue (/products, each /products/{id}, the sitemap). */
const CATALOG_TAG = "catalog";

export type PageProduct = Product & { likes: number };

/**
 * The catalogue as the /products page renders it, cached under CATALOG_TAG:
 * saved again on demand by PUT /api/products and re-read every
 * PRODUCTS_REVALIDATE_SECONDS for changes made directly in a remote database.
 */
export function cachedCatalog(): Promise<PageProduct[]> {
  return unstable_cache(
    async () => {
      const store = catalogStore();
      const [{ products }, likes] = await Promise.all([
        store.list(),
        store.likeCounts(),
      ]);
      return products.map((p) => ({ ...p, likes: likes[p.id] ?? 0 }));
    },
    ["catalog-page"],
    { tags: [CATALOG_TAG], revalidate: env().PRODUCTS_REVALIDATE_SECONDS },
  )();
}

/** One product as its own page renders it (the same cached read), or undefined for an unknown id. */
export async function cachedProduct(
  id: string,
): Promise<PageProduct | undefined> {
  return (await cachedCatalog()).find((product) => product.id === id);
}

/** After a save: the next visit renders the new list (no stale page is served). */
export function revalidateCatalog(): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
}
