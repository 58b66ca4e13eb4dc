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

/**
 * schema.org `Organization` for the home page: who we are, since when, how to
 * reach us, when we are open and where else we are: the `Site` messages and
 * the shop details.
 */
export async function organizationJsonLd() {
  const site = await getTranslations("Site");
  const meta = await getTranslations("Metadata");
  const base = siteUrl();
  const details = await cachedShopDetails();
  const telephone = dialNumber(details.phone);
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
    email: details.email,
    telephone,
    address: postalAddress(details.address),
    openingHoursSpecification: openingHoursSpecification(details.openingHours),
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
  };
}

/** JSON for an inline script: `<` is escaped so the data can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
