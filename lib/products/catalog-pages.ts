import "server-only";
import { cache } from "react";
import { catalogStore } from "./index";
import type { Product } from "./types";

export type PageProduct = Product & { likes: number };

// Read once per render; the pages themselves are cached until a save moves the change mark
// (lib/site-changes.ts).
export const cachedCatalog = cache(async (): Promise<PageProduct[]> => {
  const store = catalogStore();
  const [{ products }, likes] = await Promise.all([
    store.list(),
    store.likeCounts(),
  ]);
  return products.map((p) => ({ ...p, likes: likes[p.id] ?? 0 }));
});

export async function cachedProduct(
  id: string,
): Promise<PageProduct | undefined> {
  return (await cachedCatalog()).find((product) => product.id === id);
}
