import { ContentSection } from "@/components/content/shared/section";
import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { ProcessSteps } from "@/components/content/production-process/process-steps";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("productionProcess", "/productionprocess");

/** The history of the craft, then the five steps from cauldron to bar. */
export default async function ProductionProcessPage() {
  const t = await getTranslations("ProductionProcess");
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={t("title")} lead={t("intro")} />
      <ContentSection id="history" heading={t("history.heading")}>
        <div className="mt-6 grid gap-6 text-lg/8 md:grid-cols-2 md:gap-12">
          <p>{t("history.text1")}</p>
          <p>{t("history.text2")}</p>
        </div>
      </ContentSection>
      <ContentSection
        id="steps"
        heading={t("steps.heading")}
        className="border-t border-sand-dark"
      >
        <ProcessSteps />
      </ContentSection>
    </article>
  );
}
