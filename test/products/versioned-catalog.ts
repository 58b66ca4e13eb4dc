import type { Product } from "@/lib/products/types";

/** A product present in every version, so its likes can be checked across saves. */
export const KEEPER_ID = "durable-keeper";

/**
 * The catalogue saved as version `n` by the durability test: its size, order
 * and texts all depend on `n`, so any mix of two versions (or a half-written
 * one) differs from every single version.
 */
export function catalogVersion(n: number): Product[] {
  const size = 40 + (n % 29);
  const products: Product[] = Array.from({ length: size }, (_, i) => ({
    id: `v${n}-p${i}`,
    name: `Soap ${i} of version ${n}`,
    subtitle: `Saved as version ${n}`,
    description: `Version ${n}, product ${i}. `.repeat(12).trim(),
    imagePath: "/images/products/laurel-5.svg",
    ingredients: [
      { name: "Olive oil", amount: 90 - (n % 7) },
      { name: "Laurel oil", amount: 10 + (n % 7) },
      { name: `Batch ${n}`, amount: i + 1 },
    ],
  }));
  products.splice(n % size, 0, {
    id: KEEPER_ID,
    name: "The keeper",
    subtitle: `Kept through version ${n}`,
    description: "A bar that is in every saved version.",
    imagePath: "/images/products/laurel-12.svg",
    ingredients: [{ name: "Olive oil", amount: 100 }],
  });
  return products;
}
