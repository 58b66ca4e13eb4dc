import { productSchema } from "@/lib/products/schema";
import type { Product } from "@/lib/products/types";

/** One valid product, for unit tests to vary. */
export const sampleProduct: Product = {
  id: "laurel-5",
  name: "Aleppo soap",
  subtitle: "",
  description: "",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil (g)", amount: 95 }],
};

/** The product schema's message per failing field ({} when valid). */
export const productIssues = (value: unknown) => {
  const result = productSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((i) => [i.path.join("."), i.message]),
      );
};
