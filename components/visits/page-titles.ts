import "server-only";
import { getTranslations } from "next-intl/server";
import type { publicPaths } from "@/app/sitemap";
import type { Product } from "@/lib/products/types";
import { productPath } from "@/lib/products/paths";
import { SOAP_PAGES, type UNLISTED_PAGES } from "@/lib/visits/pages";

type CountedPage =
  (typeof publicPaths)[number] | (typeof UNLISTED_PAGES)[number];

/** The heading each counted page shows, so Manage → Visits names a page as a visitor saw it. */
const HEADINGS = {
  "/home": "Home.title",
  "/products": "Products.title",
  "/gallery": "Gallery.title",
  "/contact": "Contact.title",
  "/benefits": "Benefits.title",
  "/ourmission": "OurMission.title",
  "/productionprocess": "ProductionProcess.title",
  "/privacypolicy": "PrivacyPolicy.title",
  "/underconstruction": "UnderConstruction.title",
  "/shopping-list": "ShoppingList.title",
} as const satisfies Record<CountedPage, string>;

/** Each page's title by path, with the texts an editor changed (lib/page-texts); a soap's page by its name. */
export async function pageTitles(
  soaps: Pick<Product, "id" | "name">[],
): Promise<Record<string, string>> {
  const t = await getTranslations();
  const titles: Record<string, string> = Object.fromEntries(
    Object.entries(HEADINGS).map(([path, key]) => [path, t(key)]),
  );
  return {
    ...titles,
    "/home": t("Visits.homeTitle", { title: titles["/home"]! }),
    [SOAP_PAGES]: t("Visits.soapPages"),
    ...Object.fromEntries(soaps.map((s) => [productPath(s.id), s.name])),
  };
}
