import { ServerImage } from "@/components/ui/server-image";
import {
  ContentSection,
  Paragraphs,
} from "@/components/content/shared/section";
import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { MissionFooter } from "@/components/content/our-mission/mission-footer";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("ourMission", "/ourmission");

/** Heritage since 1832, authenticity and the mission, closed by a contact footer. */
export default async function OurMissionPage() {
  const t = await getTranslations("OurMission");
  return (
    <article className="mx-auto max-w-5xl px-5 sm:px-8">
      <PageIntro title={t("title")} lead={t("subtitle")} />
      <div className="grid gap-x-12 md:grid-cols-[1fr_14rem]">
        <ContentSection id="heritage" heading={t("heritage.heading")}>
          <Paragraphs
            className="mt-6"
            texts={[t("heritage.text1"), t("heritage.text2")]}
          />
        </ContentSection>
        {/* The family seal beside the heritage story; its meaning is in the text. */}
        <ServerImage
          src="/images/brand-stamp.svg"
          alt=""
          width={224}
          height={224}
          className="mx-auto hidden size-56 self-center opacity-90 md:block"
        />
      </div>
      <ContentSection
        id="authenticity"
        heading={t("authenticity.heading")}
        className="border-t border-sand-dark"
      >
        <Paragraphs
          className="mt-6"
          texts={[t("authenticity.text1"), t("authenticity.text2")]}
        />
      </ContentSection>
      <ContentSection
        id="mission"
        heading={t("mission.heading")}
        className="border-t border-sand-dark"
      >
        <Paragraphs
          className="mt-6"
          texts={[t("mission.text1"), t("mission.text2")]}
        />
      </ContentSection>
      <MissionFooter />
    </article>
  );
}
