import type { Product } from "@/lib/products/types";
import { productPath } from "@/lib/products/paths";
import { siteUrl } from "@/lib/site-url";

/** The catalogue as schema.org data (an ItemList of Product) for search engines. */
export function ProductsJsonLd({
  name,
  brand,
  products,
}: {
  name: string;
  brand: string;
  products: Product[];
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
      item: {
        "@type": "Product",
        "@id": `${base}/products#${product.id}`,
        url: `${base}${productPath(product.id)}`,
        sku: product.id,
        name: product.name,
        description: [product.subtitle, product.description]
          .filter(Boolean)
          .join(". "),
        image: product.imagePath.startsWith("/")
          ? `${base}${product.imagePath}`
          : product.imagePath,
        brand: { "@type": "Brand", name: brand },
      },
    })),
  };
  return (
    <script
      type="application/ld+json"
      // "<" escaped so a product text can never close the script element.
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(data).replace(/</g, "\\u003c"),
      }}
    />
  );
}
