import { productPath } from "@/lib/products/paths";
import { isOutOfStock } from "@/lib/products/selling";
import type { Product } from "@/lib/products/types";

export type ProductJsonLdContext = {
  /** The site's public address, without a trailing slash. */
  base: string;
  brand: string;
  home: string;
  products: string;
};

/** An `Offer` only when the product has a price. Pure, so every field is unit-tested. */
export function productJsonLd(
  product: Product,
  { base, brand, home, products }: ProductJsonLdContext,
) {
  const url = `${base}${productPath(product.id)}`;
  const offer =
    product.price !== undefined && product.currency !== undefined
      ? {
          "@type": "Offer",
          url,
          price: product.price.toFixed(2),
          priceCurrency: product.currency,
          ...(product.stock !== undefined && {
            availability: `https://schema.org/${isOutOfStock(product) ? "OutOfStock" : "InStock"}`,
          }),
        }
      : undefined;
  const item = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    url,
    sku: product.id,
    name: product.name,
    description: product.description || product.subtitle || product.name,
    image: product.imagePath.startsWith("/")
      ? `${base}${product.imagePath}`
      : product.imagePath,
    brand: { "@type": "Brand", name: brand },
    ...(product.size !== undefined && { size: product.size }),
    ...(offer && { offers: offer }),
  };
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      [home, `${base}/home`],
      [products, `${base}/products`],
      [product.name, url],
    ].map(([name, itemUrl], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: itemUrl,
    })),
  };
  return { product: item, breadcrumb };
}
