import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { IngredientsSection } from "./ingredients-section";
import { KeyUsesSection } from "./key-uses-section";
import { LaurelTable } from "./laurel-table";

/** The benefits article: uses, the laurel-oil guide by skin type, the four ingredients. */
export async function BenefitsContent() {
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
