import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/lib/site-url";

/** Metadata every page inherits: base URL, title template, brand and card type. */
export async function siteMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  const site = await getTranslations("Site");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site("brand"), template: t("titleTemplate") },
    description: t("siteDescription"),
    applicationName: site("brand"),
    openGraph: { siteName: site("brand"), type: "website", locale: "en_GB" },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: "#4F6B3A",
  width: "device-width",
  initialScale: 1,
};
