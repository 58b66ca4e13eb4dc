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
    product.inStock !== undefined
  );
}
