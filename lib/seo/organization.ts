import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/lib/site-url";

/**
 * schema.org `Organization` for the home page: who we are, since when, how to
 * reach us and where else we are, all from the `Site` messages.
 */
export async function organizationJsonLd() {
  const site = await getTranslations("Site");
  const meta = await getTranslations("Metadata");
  const base = siteUrl();
  const telephone = site("phoneHref");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${base}/home#organization`,
    name: site("brand"),
    alternateName: site("brandArabic"),
    url: `${base}/home`,
    logo: `${base}/images/brand-stamp.svg`,
    image: `${base}/images/og-image.png`,
    description: meta("siteDescription"),
    foundingDate: "1832",
    email: site("email"),
    telephone,
    address: {
      "@type": "PostalAddress",
      name: site("address.line1"),
      streetAddress: site("address.line2"),
      addressLocality: site("address.line3"),
      addressCountry: site("address.line4"),
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone,
        email: site("email"),
        availableLanguage: ["English", "Arabic"],
      },
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: site("messagingNumber").replace(/\s+/g, ""),
        url: site("messagingHref"),
        availableLanguage: ["English", "Arabic"],
      },
    ],
    sameAs: (["facebook", "instagram", "linkedin", "youtube"] as const).map(
      (key) => site(key),
    ),
  };
}

/** JSON for an inline script: `<` is escaped so the data can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
