import type { KeyOf } from "@/lib/i18n/text";
import { pageTexts } from "@/lib/page-texts/on-page";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber, socialProfiles } from "@/lib/shop-details/schema";
import {
  AddressLines,
  OpeningHours,
} from "@/components/contact/address-and-hours";
import { SocialLinks } from "./social-links";

type FooterKey = KeyOf<"Footer">;
/** `href` is a path, or for an external link the key of its address. */
type FooterLink =
  | { key: FooterKey; href: string; external?: false }
  | { key: FooterKey; href: FooterKey; external: true };

// As the spec lists them; a key without a page (videos) goes to the under-construction page.
const columns: { heading: FooterKey; links: FooterLink[] }[] = [
  {
    heading: "company",
    links: [
      { key: "aboutUs", href: "/home" },
      { key: "ourMission", href: "/ourmission" },
      { key: "benefits", href: "/benefits" },
      { key: "howItIsMade", href: "/productionprocess" },
    ],
  },
  {
    heading: "getHelp",
    links: [
      { key: "faq", href: "/contact" },
      { key: "privacyPolicy", href: "/privacypolicy" },
    ],
  },
  {
    heading: "gallery",
    links: [
      { key: "factory", href: "/gallery" },
      { key: "wikiAleppoSoap", href: "wikiAleppoSoapHref", external: true },
      { key: "wikiLaurel", href: "wikiLaurelHref", external: true },
      { key: "videos", href: "/underconstruction" },
    ],
  },
];

export async function SiteFooter() {
  const { text, shown } = await pageTexts("Footer");
  const details = await cachedShopDetails();
  const social = socialProfiles(details.social);
  const reach = [
    {
      key: "phone",
      href: `tel:${dialNumber(details.phone)}`,
      text: details.phone,
    },
    { key: "email", href: `mailto:${details.email}`, text: details.email },
  ] as const;
  return (
    <footer
      aria-label={text("label")}
      className="on-dark mt-20 bg-olive text-cream"
    >
      {/* From lg the shop's details take two of six columns; below, a row of their own above the links. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-6 py-14 sm:grid-cols-2 md:grid-cols-4 lg:grid-cols-6 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:text-gold-light">
        <div className="sm:col-span-2 md:col-span-4 lg:col-span-2">
          <h2 {...shown("findUs")} />
          <address className="grid gap-6 not-italic sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <AddressLines
                address={details.address}
                className="text-cream/90"
              />
              <ul className="mt-2">
                {reach.map((line) => (
                  <li key={line.key}>
                    <a href={line.href} className="footer-link gap-2">
                      <span className="text-cream/75" {...shown(line.key)} />
                      <span className="[overflow-wrap:anywhere]">
                        {line.text}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <OpeningHours
              hours={details.openingHours}
              heading={
                <h3
                  className="mb-1 font-sans text-base font-semibold text-cream"
                  {...shown("hours")}
                />
              }
              listClassName="text-cream/90"
            />
          </address>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 {...shown(column.heading)} />
            <ul>
              {column.links.map((link) => (
                <li key={link.key}>
                  <a
                    {...(link.external
                      ? {
                          href: text(link.href),
                          rel: "noopener",
                          target: "_blank",
                        }
                      : { href: link.href })}
                    {...shown(link.key)}
                    className="footer-link"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {social.length > 0 ? (
          <div>
            <h2 {...shown("followUs")} />
            <div className="-ml-3">
              <SocialLinks />
            </div>
          </div>
        ) : null}
      </div>
      <div className="border-t border-cream/15">
        <p
          {...shown("copyright", { year: new Date().getFullYear() })}
          className="mx-auto max-w-7xl px-6 py-6 text-sm text-cream/80"
        />
      </div>
    </footer>
  );
}
