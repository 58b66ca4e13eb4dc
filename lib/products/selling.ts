import type { Product } from "./types";

/** A product's price as the site shows it ("€12.50"), or null without a price and currency. */
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

/** Does the product carry any selling detail to show? */
export function hasSellingDetails(product: Product): boolean {
  return (
    formattedPrice(product) !== null ||
    product.size !== undefined ||
    product.inStock !== undefined
  );
}
