import { ContentSection } from "@/components/content/shared/section";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";

const missionLines = ["line1", "line2", "line3", "line4", "line5"] as const;

/** Mission (five lines), vision and distribution: the end of the home page. */
export async function ClosingSections() {
  const t = await getTranslations("Home");
  return (
    <>
      <div className="grid gap-6 py-12 sm:py-16 md:grid-cols-2 md:gap-8">
        <section
          aria-labelledby="mission"
          className="on-dark rounded-3xl bg-olive p-7 text-cream sm:p-10"
        >
          <h2
            id="mission"
            className="font-serif text-3xl font-semibold tracking-tight text-gold-light"
          >
            {t("mission.heading")}
          </h2>
          <ul className="mt-6 space-y-4 *:flex *:gap-3 *:text-lg/7 [&_svg]:mt-1 [&_svg]:shrink-0 [&_svg]:text-gold">
            {missionLines.map((line) => (
              <li key={line}>
                <Icon name="leaf" />
                <span>{t(`mission.${line}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="vision"
          className="flex flex-col rounded-3xl border border-sand-dark bg-sand p-7 sm:p-10"
        >
          <h2
            id="vision"
            className="font-serif text-3xl font-semibold tracking-tight"
          >
            {t("vision.heading")}
          </h2>
          <p className="mt-6 font-serif text-xl/9 text-olive italic">
            {t("vision.text")}
          </p>
        </section>
      </div>
      <ContentSection id="distribution" heading={t("distribution.heading")}>
        <div className="mt-6 grid gap-6 text-lg/8 md:grid-cols-2 md:gap-12">
          <p>{t("distribution.text1")}</p>
          <p>{t("distribution.text2")}</p>
        </div>
      </ContentSection>
    </>
  );
}
