import { ContentSection } from "@/components/content/shared/section";
import { Icon } from "@/components/ui/icon";
import { ServerImage } from "@/components/ui/server-image";
import { PageIntro } from "@/components/content/shared/page-intro";
import { preloadBanner } from "@/components/layout/banner";
import { pageTexts } from "@/lib/page-texts/on-page";

const items = ["item1", "item2", "item3", "item4", "item5", "item6"] as const;

const missionLines = ["line1", "line2", "line3", "line4", "line5"] as const;

// Also shown, with a 404 status, for unknown paths.
export async function HomeContent({ soaps }: { soaps?: React.ReactNode }) {
  preloadBanner();
  const { text, shown } = await pageTexts("Home");
  return (
    // The spec's text padding changes under 990 px, a breakpoint of its own.
    <article className="max-[989.98px]:px-5 min-[990px]:px-16">
      <div className="mx-auto max-w-6xl">
        <PageIntro title={shown("title")} lead={shown("subtitle1")}>
          <p
            {...shown("subtitle2")}
            className="mt-4 max-w-measure text-lg/8 text-stone-dark sm:mx-auto"
          />
        </PageIntro>
        {soaps}
        {/* The family: an illustration of the workshop beside the three texts of the family story. */}
        <section
          aria-labelledby="family"
          className="grid items-start gap-10 py-12 sm:py-16 md:grid-cols-[5fr_6fr] md:gap-14"
        >
          <figure className="md:sticky md:top-32">
            <ServerImage
              src="/images/home/family.svg"
              alt={text("family.imageAlt")}
              width={800}
              height={600}
              sizes="(min-width: 960px) 45vw, 100vw"
              className="h-auto w-full rounded-2xl border border-sand-dark bg-sand shadow-[0_1px_0_#D8C7A3,0_12px_32px_-16px_rgb(47_59_34/0.35)]"
            />
          </figure>
          <div>
            <h2
              id="family"
              {...shown("family.heading")}
              className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
            />
            <div className="mt-6 max-w-measure space-y-5 text-lg/8">
              <p
                {...shown("family.text1")}
                className="first-letter:float-left first-letter:mt-1 first-letter:mr-2 first-letter:font-serif first-letter:text-6xl/[0.85] first-letter:font-semibold first-letter:text-laurel"
              />
              <p {...shown("family.text2")} />
              <p {...shown("family.text3")} />
            </div>
          </div>
        </section>
        {/* The six properties of the soap, as catalogue cards. */}
        <section aria-labelledby="properties" className="py-12 sm:py-16">
          <h2
            id="properties"
            {...shown("properties.heading")}
            className="text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
          />
          {/* The cards' style is set once on the list, not repeated on each card. */}
          <ul className="mt-10 grid gap-5 *:rounded-2xl *:border *:border-sand-dark/70 *:bg-cream-dark/60 *:p-6 sm:grid-cols-2 sm:*:p-7 md:grid-cols-3 md:gap-6 [&_h3]:flex [&_h3]:items-center [&_h3]:gap-3 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-3 [&_p]:text-base/7 [&_p]:text-stone-dark [&_svg]:shrink-0 [&_svg]:text-laurel">
            {items.map((item) => (
              <li key={item}>
                <h3>
                  <Icon name="leaf" />
                  <span {...shown(`properties.${item}.title`)} />
                </h3>
                <p {...shown(`properties.${item}.text`)} />
              </li>
            ))}
          </ul>
        </section>
        {/* Mission (five lines), vision and distribution: the end of the home page. */}

        <div className="grid gap-6 py-12 sm:py-16 md:grid-cols-2 md:gap-8">
          <section
            aria-labelledby="mission"
            className="on-dark rounded-3xl bg-olive p-7 text-cream sm:p-10"
          >
            <h2
              id="mission"
              {...shown("mission.heading")}
              className="font-serif text-3xl font-semibold tracking-tight text-gold-light"
            />
            <ul className="mt-6 space-y-4 *:flex *:gap-3 *:text-lg/7 [&_svg]:mt-1 [&_svg]:shrink-0 [&_svg]:text-gold">
              {missionLines.map((line) => (
                <li key={line}>
                  <Icon name="leaf" />
                  <span {...shown(`mission.${line}`)} />
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
              {...shown("vision.heading")}
              className="font-serif text-3xl font-semibold tracking-tight"
            />
            <p
              {...shown("vision.text")}
              className="mt-6 font-serif text-xl/9 text-olive italic"
            />
          </section>
        </div>
        <ContentSection
          id="distribution"
          heading={shown("distribution.heading")}
        >
          <div className="mt-6 grid gap-6 text-lg/8 md:grid-cols-2 md:gap-12">
            <p {...shown("distribution.text1")} />
            <p {...shown("distribution.text2")} />
          </div>
        </ContentSection>
      </div>
    </article>
  );
}
