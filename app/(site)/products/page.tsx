import { ProductGrid } from "@/components/products/product-grid";
import { ProductsJsonLd } from "@/components/products/products-json-ld";
import { ListActions } from "@/components/shopping-list/list-actions";
import { PageHeading } from "@/components/ui/page-heading";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { cachedCatalog } from "@/lib/products/catalog-pages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("products", "/products");

export default async function ProductsPage() {
  const t = await getTranslations("Products");
  const products = await cachedCatalog();
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {products.length > 0 ? (
          <NextIntlClientProvider
            {...await islandMessages(["Products", "ListActions"])}
          >
            <ProductGrid
              products={products}
              label={t("listLabel")}
              actions={(product) => <ListActions product={product} />}
            />
          </NextIntlClientProvider>
        ) : (
          <p className="mx-auto max-w-measure text-center text-lg text-stone-dark">
            {t("empty")}
          </p>
        )}
      </div>
      <ProductsJsonLd name={t("title")} products={products} />
    </>
  );
}
