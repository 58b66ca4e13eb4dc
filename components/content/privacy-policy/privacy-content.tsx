import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import type { KeyOf } from "@/lib/i18n/text";
import { ContactDetails } from "./contact-details";

// The policy's sections in reading order, with how many paragraphs each has.
const sections = [
  { key: "controller", texts: ["controller.text"] },
  { key: "dataCollected", texts: ["dataCollected.text"] },
  { key: "purposes", texts: ["purposes.text"] },
  { key: "legalBases", texts: ["legalBases.text"] },
  { key: "delivery", texts: ["delivery.text"] },
  { key: "noSale", texts: ["noSale.text"] },
  { key: "retention", texts: ["retention.text"] },
  { key: "rights", texts: ["rights.text", "rights.text2"] },
  { key: "cookies", texts: ["cookies.text", "cookies.text2"] },
  { key: "contact", texts: ["contact.text"] },
] as const satisfies readonly {
  key: string;
  texts: readonly KeyOf<"PrivacyPolicy">[];
}[];

/** The privacy policy: one short titled section per point, then the address. */
export async function PrivacyContent() {
  const t = await getTranslations("PrivacyPolicy");
  return (
    <article className="mx-auto max-w-3xl px-5 sm:px-8">
      <PageIntro title={t("title")}>
        <p className="mt-4 text-sm font-medium text-stone-dark">
          <time dateTime="2025-01-01">{t("lastUpdated")}</time>
        </p>
      </PageIntro>
      <p className="mt-8 max-w-measure text-lg/8 text-olive sm:text-xl/9">
        {t("intro")}
      </p>
      {sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`privacy-${section.key}`}
          className="mt-10 border-t border-sand-dark pt-8"
        >
          <h2
            id={`privacy-${section.key}`}
            className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            {t(`${section.key}.heading`)}
          </h2>
          <div className="mt-4 max-w-measure space-y-4 text-lg/8">
            {section.texts.map((text) => (
              <p key={text}>{t(text)}</p>
            ))}
          </div>
        </section>
      ))}
      <ContactDetails />
    </article>
  );
}
