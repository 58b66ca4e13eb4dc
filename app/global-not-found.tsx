import type { Metadata } from "next";
import { HomeContent } from "@/components/content/home/home-content";
import { SiteDocument } from "@/components/layout/site-document";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteMetadata, siteViewport } from "@/lib/seo/site-metadata";
import "./globals.css";

// A global not-found renders only for unmatched URLs; an `app/not-found.tsx` would be
// rendered into every page's payload (twice), tripling each page's size.
export async function generateMetadata(): Promise<Metadata> {
  const [site, home] = await Promise.all([
    siteMetadata(),
    pageMetadata("home", "/home", { index: false }),
  ]);
  // No layout wraps this page, so the site's title template is applied here.
  const template = (site.title as { template: string }).template;
  return {
    ...site,
    ...home,
    title: { absolute: template.replace("%s", String(home.title)) },
    openGraph: { ...site.openGraph, ...home.openGraph },
  };
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  const t = await getTranslations("NotFound");
  return (
    <SiteDocument>
      <p
        role="status"
        className="mx-auto max-w-4xl px-6 pt-8 text-center text-stone-dark"
      >
        {t("notice")}
      </p>
      <HomeContent />
    </SiteDocument>
  );
}
