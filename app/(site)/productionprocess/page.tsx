import { ServerImage } from "@/components/ui/server-image";
import { ContentSection } from "@/components/content/shared/section";
import { PageIntro } from "@/components/content/shared/page-intro";
import { pageTexts } from "@/lib/page-texts/on-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("productionProcess", "/productionprocess");

const steps = [
  { key: "step1", image: "/images/process/cooking.svg" },
  { key: "step2", image: "/images/process/cooling.svg" },
  { key: "step3", image: "/images/process/cutting.svg" },
  { key: "step4", image: "/images/process/stamping.svg" },
  { key: "step5", image: "/images/process/aging.svg" },
] as const;

export default async function ProductionProcessPage() {
  const { text, shown } = await pageTexts("ProductionProcess");
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={shown("title")} lead={shown("intro")} />
      <ContentSection id="history" heading={shown("history.heading")}>
        <div className="mt-6 grid gap-6 text-lg/8 md:grid-cols-2 md:gap-12">
          <p {...shown("history.text1")} />
          <p {...shown("history.text2")} />
        </div>
      </ContentSection>
      <ContentSection
        id="steps"
        heading={shown("steps.heading")}
        className="border-t border-sand-dark"
      >
        {/* The five steps threaded on a vertical line, each with its illustration. */}
        <ol className="relative mt-10 space-y-12 before:absolute before:top-3 before:bottom-3 before:left-3 before:w-0.5 before:-translate-x-1/2 before:bg-sand-dark">
          {steps.map((step, index) => (
            <li
              key={step.key}
              className="relative grid gap-5 pl-12 sm:pl-14 md:grid-cols-[20rem_1fr] md:items-start md:gap-10"
            >
              <span
                aria-hidden="true"
                className="absolute top-1 left-0 size-6 rounded-full border-4 border-cream bg-laurel ring-2 ring-gold"
              />
              <div className="md:order-2">
                <p
                  {...shown("stepLabel", { number: index + 1 })}
                  className="text-sm font-semibold tracking-widest text-laurel uppercase"
                />
                <h3
                  {...shown(`steps.${step.key}.title`)}
                  className="mt-1 font-serif text-2xl font-semibold"
                />
                <p
                  {...shown(`steps.${step.key}.text`)}
                  className="mt-3 max-w-measure text-lg/8"
                />
              </div>
              <ServerImage
                src={step.image}
                alt={text(`steps.${step.key}.imageAlt`)}
                width={320}
                height={240}
                className="h-auto w-full max-w-sm rounded-2xl border border-sand-dark bg-sand md:order-1 md:max-w-none"
              />
            </li>
          ))}
        </ol>
      </ContentSection>
    </article>
  );
}
