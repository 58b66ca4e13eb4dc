import type { Metadata } from "next";
import type { Messages } from "next-intl";
import { pageTexts } from "@/lib/page-texts/on-page";
import { siteOpenGraph } from "./site-metadata";

type PageMessages = Messages["Metadata"];
type Page = {
  [K in keyof PageMessages]: PageMessages[K] extends { title: string }
    ? K
    : never;
}[keyof PageMessages];

export async function pageMetadata(
  page: Page,
  path: string,
  options: { index?: boolean } = {},
): Promise<Metadata> {
  const { text: t } = await pageTexts("Metadata");
  const title = t(`${page}.title`);
  const description = t(`${page}.description`);
  const image = {
    url: "/images/og-image.png",
    width: 1200,
    height: 630,
    alt: t("ogImageAlt"),
  };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      ...(await siteOpenGraph()),
      type: "website",
      title,
      description,
      url: path,
      images: [image],
    },
    twitter: { title, description, images: [image] },
    robots:
      options.index === false ? { index: false, follow: false } : undefined,
  };
}
