import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { ClosingSections } from "./closing-sections";
import { FamilySection } from "./family-section";
import { PropertiesSection } from "./properties-section";

/**
 * The home page's content (also shown, with a 404 status, for unknown paths);
 * `soaps`: the way to the catalogue, right after the introduction.
 */
export async function HomeContent({ soaps }: { soaps?: React.ReactNode }) {
  const t = await getTranslations("Home");
  return (
    // The spec's text padding changes under 990 px, a breakpoint of its own.
    <article className="max-[989.98px]:px-5 min-[990px]:px-16">
      <div className="mx-auto max-w-6xl">
        <PageIntro title={t("title")} lead={t("subtitle1")}>
          <p className="mt-4 max-w-measure text-lg/8 text-stone-dark sm:mx-auto">
            {t("subtitle2")}
          </p>
        </PageIntro>
        {soaps}
        <FamilySection />
        <PropertiesSection />
        <ClosingSections />
      </div>
    </article>
  );
}
