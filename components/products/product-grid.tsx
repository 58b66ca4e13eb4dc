import type { ReactNode } from "react";
import type { PageProduct } from "@/lib/products/catalog-pages";
import { getTranslations } from "next-intl/server";
import { ProductCard } from "./product-card";

/**
 * The catalogue grid: 3 columns by default, 2 from 600 to 959.98 px, 1 below
 * 600 px. Each cell is exactly 100 / columns % of the row (gutters are padding);
 * an incomplete last row is centred.
 */
export async function ProductGrid({
  products,
  label,
  actions,
}: {
  products: PageProduct[];
  label: string;
  /** Extra controls for a card (the slot other features fill). */
  actions?: (product: PageProduct) => ReactNode;
}) {
  const t = await getTranslations("Products");
  return (
    <ul
      aria-label={label}
      // Each cell's width and gutter set once here, not on every cell.
      className="-mx-2 flex flex-wrap justify-center *:basis-full *:p-2 sm:-mx-3 sm:*:basis-1/2 sm:*:p-3 md:*:basis-1/3"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            // The first picture is the largest paint on a phone, so it is
            // fetched first; the others are below the fold there and lazy.
            image={{
              loading: index === 0 ? "eager" : "lazy",
              fetchPriority: index === 0 ? "high" : "auto",
            }}
            actions={actions?.(product)}
            text={{
              viewImage: t("viewImage", { name: product.name }),
              imageAlt: t("imageAlt", { name: product.name }),
              close: t("close"),
              ingredientsHeading: t("ingredientsHeading"),
              ingredientLines: product.ingredients.map((i) =>
                t("ingredientLine", { name: i.name, amount: String(i.amount) }),
              ),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
