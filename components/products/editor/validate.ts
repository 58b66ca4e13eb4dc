import { productListSchema, unknownImage } from "@/lib/products/schema";
import { fieldErrors } from "@/lib/validation/field-errors";
import type { Product } from "@/lib/products/types";

export type ProductErrors = Record<number, Record<string, string>>;

// Same schema as the server; site pictures must be among the `artwork` paths the page offers.
export function validateProducts(
  products: readonly Product[],
  artwork: readonly string[],
): { ok: true; products: Product[] } | { ok: false; errors: ProductErrors } {
  const result = productListSchema.safeParse(products);
  const errors: ProductErrors = {};
  const issues = result.success ? {} : fieldErrors(result.error);
  for (const [path, message] of Object.entries(issues)) {
    const [index, ...field] = path.split(".");
    if (!/^\d+$/.test(index!)) continue;
    (errors[Number(index)] ??= {})[field.join(".") || "id"] = message;
  }
  const known = new Set(artwork);
  products.forEach(({ imagePath }, index) => {
    if (unknownImage(imagePath.trim(), known, null))
      (errors[index] ??= {}).imagePath ??= "imageMissing";
  });
  if (result.success && Object.keys(errors).length === 0)
    return { ok: true, products: result.data };
  return { ok: false, errors };
}

// No picture until the editor adds one: another soap's would be wrong.
export function newProduct(): Product {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  const id = `p-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
  return {
    id,
    name: "",
    subtitle: "",
    description: "",
    imagePath: "",
    ingredients: [],
  };
}
