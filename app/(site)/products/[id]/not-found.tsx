import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/ui/page-heading";

// Small on purpose: every product page's payload carries it.
export default async function ProductNotFound() {
  const t = await getTranslations("Products");
  return (
    <div className="pb-16">
      <PageHeading title={t("notFoundTitle")} subtitle={t("notFoundText")} />
      <p className="text-center">
        <a
          href="/products"
          className="inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
        >
          {t("notFoundLink")}
        </a>
      </p>
    </div>
  );
}
