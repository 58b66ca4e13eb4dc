import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/lib/site-url";

/** A page's `openGraph` replaces the layout's whole, so each page spreads this in. */
export async function siteOpenGraph() {
  const site = await getTranslations("Site");
  return { siteName: site("brand"), locale: "en_GB" };
}

export async function siteMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  const site = await getTranslations("Site");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site("brand"), template: t("titleTemplate") },
    description: t("siteDescription"),
    applicationName: site("brand"),
    openGraph: { ...(await siteOpenGraph()), type: "website" },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: "#4F6B3A",
  width: "device-width",
  initialScale: 1,
};
