import { ContactForm } from "@/components/contact/contact-form";
import { ContactDetails } from "@/components/contact/contact-details";
import { PageHeading } from "@/components/ui/page-heading";
import { preloadBanner } from "@/components/layout/banner";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageTexts } from "@/lib/page-texts/on-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("contact", "/contact");

export default async function ContactPage() {
  preloadBanner();
  const t = await getTranslations("Contact");
  const { shown } = await pageTexts("Contact");
  return (
    <article>
      <PageHeading title={shown("title")} subtitle={shown("intro")} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-14">
        <section
          aria-labelledby="contact-form-heading"
          className="relative rounded-2xl bg-cream-dark p-5 ring-1 ring-sand-dark sm:p-8"
        >
          <h2
            id="contact-form-heading"
            className="font-serif text-2xl font-semibold"
          >
            {t("form.heading")}
          </h2>
          <p className="mt-2 mb-6 text-stone-dark">{t("form.requiredNote")}</p>
          <NextIntlClientProvider {...await islandMessages(["Contact"])}>
            <ContactForm labelledBy="contact-form-heading" />
          </NextIntlClientProvider>
        </section>
        <div className="space-y-12">
          <ContactDetails />
          <section aria-labelledby="contact-help-heading">
            <h2
              id="contact-help-heading"
              {...shown("help.heading")}
              className="font-serif text-2xl font-semibold"
            />
            <p
              {...shown("help.text")}
              className="mt-3 max-w-measure leading-relaxed text-stone-dark"
            />
          </section>
        </div>
      </div>
    </article>
  );
}
