import { getTranslations } from "next-intl/server";
import { serializeJsonLd } from "@/lib/seo/organization";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import type { Product } from "@/lib/products/types";
import { siteUrl } from "@/lib/site-url";

// Data blocks are never run, so the strict script policy needs no hash for them.
export async function ProductJsonLd({ product }: { product: Product }) {
  const site = await getTranslations("Site");
  const header = await getTranslations("Header");
  const data = productJsonLd(product, {
    base: siteUrl(),
    brand: site("brand"),
    home: header("home"),
    products: header("products"),
  });
  return (
    <>
      {[data.product, data.breadcrumb].map((block) => (
        <script
          key={block["@type"]}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
        />
      ))}
    </>
  );
}
