import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProductBreadcrumb } from "@/components/products/product-breadcrumb";
import { ProductDetails } from "@/components/products/product-details";
import { ProductJsonLd } from "@/components/products/product-json-ld";
import { ListActions } from "@/components/shopping-list/list-actions";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { cachedCatalog, cachedProduct } from "@/lib/products/catalog-pages";
import { productMetadata } from "@/lib/seo/product-metadata";

type Props = { params: Promise<{ id: string }> };

// Same cached read as /products, so a save or restore shows at once; a product added later
// renders on its first visit.
export async function generateStaticParams() {
  return (await cachedCatalog()).map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: Props) {
  return productMetadata(await cachedProduct((await params).id));
}

export default async function ProductPage({ params }: Props) {
  const product = await cachedProduct((await params).id);
  if (!product) notFound();
  const t = await getTranslations("Products");
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <ProductBreadcrumb name={product.name} />
      <NextIntlClientProvider
        {...await islandMessages(["Products", "ListActions"])}
      >
        <ProductDetails
          product={product}
          actions={<ListActions product={product} />}
        />
      </NextIntlClientProvider>
      <p className="mt-10">
        <a
          href="/products"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-laurel-dark underline decoration-laurel/40 hover:decoration-laurel"
        >
          <span aria-hidden="true">←</span>
          {t("backToCatalogue")}
        </a>
      </p>
      <ProductJsonLd product={product} />
      {/* React places it in the head, beside the card Next.js writes from productMetadata. */}
      <meta property="og:type" content="product" />
    </div>
  );
}
