import type { Product } from "./types";

export function formattedPrice(product: Product): string | null {
  const { price, currency } = product;
  if (price === undefined || currency === undefined) return null;
  try {
    return new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
    }).format(price);
  } catch {
    // A hand-edited remote record may name a code this runtime refuses.
    return null;
  }
}

export function hasSellingDetails(product: Product): boolean {
  return (
    formattedPrice(product) !== null ||
    product.size !== undefined ||
    product.stock !== undefined
  );
}

/** A soap nobody can order now: its stock is counted and none is left. */
export const isOutOfStock = (product: Pick<Product, "stock">) =>
  product.stock === 0;

/** The currency most of the catalogue's prices are in (the first seen on a tie), if any has one. */
export function catalogueCurrency(
  products: readonly Product[],
): string | undefined {
  const counts = new Map<string, number>();
  for (const { price, currency } of products)
    if (price !== undefined && currency)
      counts.set(currency, (counts.get(currency) ?? 0) + 1);
  let best: string | undefined;
  for (const [currency, n] of counts)
    if (best === undefined || n > counts.get(best)!) best = currency;
  return best;
}
