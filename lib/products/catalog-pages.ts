import "server-only";
import { cache } from "react";
import { catalogStore } from "./index";
import type { Product } from "./types";

export type PageProduct = Product & { likes: number };

/**
 * The catalogue as its pages render it (/products, each /products/{id}, its
 * card, the sitemap, the soaps on /home), read once per render. The pages themselves are what is
 * cached: each declares `revalidate = 5` and next.config.mjs `expireTime`, so
 * an instance re-reads the store at most 5 s after a page was rendered and
 * never serves one older than 10 s: a save on another instance (or made
 * directly in a remote database) shows everywhere within 10 s.
 */
export const cachedCatalog = cache(async (): Promise<PageProduct[]> => {
  const store = catalogStore();
  const [{ products }, likes] = await Promise.all([
    store.list(),
    store.likeCounts(),
  ]);
  return products.map((p) => ({ ...p, likes: likes[p.id] ?? 0 }));
});

/** One product as its own page renders it (the same read), or undefined for an unknown id. */
export async function cachedProduct(
  id: string,
): Promise<PageProduct | undefined> {
  return (await cachedCatalog()).find((product) => product.id === id);
}
