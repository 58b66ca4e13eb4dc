import type { Product } from "@/lib/products/types";
import { productPath } from "@/lib/products/paths";
import { serializeJsonLd } from "@/lib/seo/organization";
import { siteUrl } from "@/lib/site-url";

// Addresses only: each product page describes its Product in full, and this list is in the HTML twice.
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
