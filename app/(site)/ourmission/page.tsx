import { ServerImage } from "@/components/ui/server-image";
import {
  ContentSection,
  Paragraphs,
} from "@/components/content/shared/section";
import { PageIntro } from "@/components/content/shared/page-intro";
import { pageTexts } from "@/lib/page-texts/on-page";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber } from "@/lib/shop-details/schema";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("ourMission", "/ourmission");

// A marker that cannot occur in the copy, so the sentence can be split around the number.
const PHONE = "\u0000phone\u0000";

export default async function OurMissionPage() {
  const { at, shown, text } = await pageTexts("OurMission");
  const { email, phone } = await cachedShopDetails();
  // The family may have written the sentence without its number: then it has no link.
  const [before, after] = text("footer.text", { phone: PHONE }).split(PHONE);
  return (
    <article className="mx-auto max-w-5xl px-5 sm:px-8">
      <PageIntro title={shown("title")} lead={shown("subtitle")} />
      <div className="grid gap-x-12 md:grid-cols-[1fr_14rem]">
        <ContentSection id="heritage" heading={shown("heritage.heading")}>
          <Paragraphs
            className="mt-6"
            texts={[shown("heritage.text1"), shown("heritage.text2")]}
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
        heading={shown("authenticity.heading")}
        className="border-t border-sand-dark"
      >
        <Paragraphs
          className="mt-6"
          texts={[shown("authenticity.text1"), shown("authenticity.text2")]}
        />
      </ContentSection>
      <ContentSection
        id="mission"
        heading={shown("mission.heading")}
        className="border-t border-sand-dark"
      >
        <Paragraphs
          className="mt-6"
          texts={[shown("mission.text1"), shown("mission.text2")]}
        />
      </ContentSection>
      {/* The footer: the sentence with a telephone link for its `{phone}`, and a mail link. */}
      <footer className="mt-8 rounded-3xl border border-sand-dark bg-sand px-6 py-8 text-center sm:px-10">
        <p {...at("footer.text")} className="mx-auto max-w-measure text-lg/8">
          {before}
          {after === undefined ? null : (
            <>
              <a
                href={`tel:${dialNumber(phone)}`}
                className="font-semibold whitespace-nowrap text-laurel-dark underline decoration-gold decoration-2 hover:decoration-laurel"
              >
                {phone}
              </a>
              {after}
            </>
          )}
        </p>
        <a
          href={`mailto:${email}`}
          {...shown("footer.emailLabel")}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
        />
      </footer>
    </article>
  );
}
