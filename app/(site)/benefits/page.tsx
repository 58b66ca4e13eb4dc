import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { IngredientsSection } from "@/components/content/benefits/ingredients-section";
import { KeyUsesSection } from "@/components/content/benefits/key-uses-section";
import { LaurelTable } from "@/components/content/benefits/laurel-table";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("benefits", "/benefits");

/** The benefits article: uses, the laurel-oil guide by skin type, the four ingredients. */
export default async function BenefitsPage() {
  const t = await getTranslations("Benefits");
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={t("title")} lead={t("intro")} />
      <KeyUsesSection />
      <LaurelTable />
      <IngredientsSection />
    </article>
  );
}
