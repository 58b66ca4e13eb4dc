import "server-only";
import { cache } from "react";
import { catalogStore } from "./index";
import type { Product } from "./types";

export type PageProduct = Product & { likes: number };

/**
 * The catalogue as its pages render it (/products, each /products/{id}, its
 * card, the sitemap, the soaps on /home), read once per render. The pages
 * themselves are what is cached, until a save moves the site's change mark
 * (lib/site-changes.ts).
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
