import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";
import { pageTexts } from "@/lib/page-texts/on-page";
import { env } from "@/lib/env";
import type { KeyOf } from "@/lib/i18n/text";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber } from "@/lib/shop-details/schema";
import { policySections } from "@/components/content/privacy-policy/sections";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("privacyPolicy", "/privacypolicy");

/** Describes the configuration the site was built with. */
export default async function PrivacyPolicyPage() {
  const { shown } = await pageTexts("PrivacyPolicy");
  const site = await getTranslations("Site");
  const { address, email, phone } = await cachedShopDetails();
  const link =
    "inline-flex min-h-11 items-center font-medium break-all text-laurel-dark underline decoration-gold decoration-2 hover:decoration-laurel";
  return (
    <article className="mx-auto max-w-3xl px-5 sm:px-8">
      <PageIntro title={shown("title")}>
        <p className="mt-4 text-sm font-medium text-stone-dark">
          <time dateTime="2025-01-01" {...shown("lastUpdated")} />
        </p>
      </PageIntro>
      <p
        {...shown("intro")}
        className="mt-8 max-w-measure text-lg/8 text-olive sm:text-xl/9"
      />
      {policySections(env()).map((section) => (
        <section
          key={section.key}
          aria-labelledby={`privacy-${section.key}`}
          className="mt-10 border-t border-sand-dark pt-8"
        >
          <h2
            id={`privacy-${section.key}`}
            {...shown(`${section.key}.heading` as KeyOf<"PrivacyPolicy">)}
            className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl"
          />
          <div className="mt-4 max-w-measure space-y-4 text-lg/8">
            {section.texts.map((text) => (
              <p key={text} {...shown(text)} />
            ))}
          </div>
        </section>
      ))}
      {/* The controller's postal address and contact lines, from the shop details. */}
      <address className="mt-10 rounded-2xl border border-sand-dark bg-sand px-6 py-6 not-italic sm:px-8">
        <p className="font-serif text-xl font-semibold">
          {site("address.label")}
        </p>
        <p className="mt-2 text-lg/8">
          {address.split("\n").map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </p>
        <ul className="mt-3">
          <li>
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </li>
          <li>
            <a href={`tel:${dialNumber(phone)}`} className={link}>
              {phone}
            </a>
          </li>
        </ul>
      </address>
    </article>
  );
}
