import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/lib/site-url";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import {
  DAYS,
  dialNumber,
  socialProfiles,
  type ShopDetails,
} from "@/lib/shop-details/schema";

// schema.org's day names, in the order of DAYS.
const SCHEMA_DAYS =
  "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" ");

/** The address's lines as a PostalAddress: the last is the country, the one before the place, the first a name. */
function postalAddress(address: string) {
  const lines = address.split("\n");
  const addressCountry = lines.length > 1 ? lines.pop() : undefined;
  const addressLocality = lines.length > 1 ? lines.pop() : undefined;
  const name = lines.length > 1 ? lines.shift() : undefined;
  return {
    "@type": "PostalAddress",
    name,
    streetAddress: lines.join(", "),
    addressLocality,
    addressCountry,
  };
}

const openingHoursSpecification = (hours: ShopDetails["openingHours"]) =>
  hours.map(({ day, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: `https://schema.org/${SCHEMA_DAYS[DAYS.indexOf(day)]}`,
    opens,
    closes,
  }));

/** The brand as an Organization; the workshop as a Store (the LocalBusiness search engines read address, phone and hours from). */
export async function businessJsonLd() {
  const site = await getTranslations("Site");
  const meta = await getTranslations("Metadata");
  const base = siteUrl();
  const details = await cachedShopDetails();
  const telephone = dialNumber(details.phone);
  const organization = `${base}/home#organization`;
  const shared = {
    name: site("brand"),
    url: `${base}/home`,
    image: `${base}/images/og-image.png`,
    email: details.email,
    telephone,
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organization,
        ...shared,
        alternateName: site("brandArabic"),
        logo: `${base}/images/brand-stamp.svg`,
        description: meta("siteDescription"),
        foundingDate: "1832",
        contactPoint: [
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            telephone,
            email: details.email,
            availableLanguage: ["English", "Arabic"],
          },
        ],
        sameAs: socialProfiles(details.social).map(({ href }) => href),
      },
      {
        "@type": "Store",
        "@id": `${base}/home#store`,
        ...shared,
        address: postalAddress(details.address),
        openingHoursSpecification: openingHoursSpecification(
          details.openingHours,
        ),
        parentOrganization: { "@id": organization },
      },
    ],
  };
}

/** JSON for an inline script: `<` is escaped so the data can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
