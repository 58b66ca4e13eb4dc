import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getT } from "@/lib/i18n/translate";
import { siteUrl } from "@/lib/site-url";
import { sans, serif } from "./fonts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("Metadata");
  const site = await getT("Site");
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

export const viewport: Viewport = {
  themeColor: "#4F6B3A",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({
  children,
}: {
  children: React.ReactNode;
}) {
  const t = await getT("Header");
  return (
    <html lang="en" className={`${serif.variable} ${sans.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-laurel px-4 py-3 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
