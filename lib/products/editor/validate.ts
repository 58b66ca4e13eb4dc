import { productListSchema } from "@/lib/products/schema";
import { fieldErrors } from "@/lib/validation/field-errors";
import type { Product } from "@/lib/products/types";

/** Per product index, the message key of each failing field (`name`, `ingredients.0.amount`). */
export type ProductErrors = Record<number, Record<string, string>>;

/** Checks the working copy with the same schema the server uses. */
export function validateProducts(
  products: readonly Product[],
): { ok: true; products: Product[] } | { ok: false; errors: ProductErrors } {
  const result = productListSchema.safeParse(products);
  if (result.success) return { ok: true, products: result.data };
  const errors: ProductErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(result.error))) {
    const [index, ...field] = path.split(".");
    if (!/^\d+$/.test(index!)) continue;
    (errors[Number(index)] ??= {})[field.join(".") || "id"] = message;
  }
  return { ok: false, errors };
}

/** A fresh id for a new product: random, and safe in URLs and database paths. */
export function newProductId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `p-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
