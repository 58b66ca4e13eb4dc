import type { Metadata } from "next";
import { getT } from "@/lib/i18n/translate";

/**
 * Title, description, canonical link and social cards for one page, from the
 * `Metadata.<page>` messages.
 */
export async function pageMetadata(
  page: string,
  path: string,
  options: { index?: boolean } = {},
): Promise<Metadata> {
  const t = await getT("Metadata");
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
    openGraph: { title, description, url: path, images: [image] },
    twitter: { title, description, images: [image] },
    robots:
      options.index === false ? { index: false, follow: false } : undefined,
  };
}
