import type { Product } from "@/lib/products/types";
import { productPath } from "@/lib/products/paths";
import { serializeJsonLd } from "@/lib/seo/organization";
import { siteUrl } from "@/lib/site-url";

/**
 * The catalogue as schema.org data for search engines: an ItemList of the
 * product pages' addresses (a "summary page"). Each product page describes its
 * Product in full, so the list does not repeat it: it is in the page's HTML
 * twice (the script and its hydration data).
 */
export function ProductsJsonLd({
  name,
  products,
}: {
  name: string;
  products: Pick<Product, "id">[];
}) {
  const base = siteUrl();
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: `${base}/products`,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${base}${productPath(product.id)}`,
    })),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
