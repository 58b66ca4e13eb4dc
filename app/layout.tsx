import { SiteDocument } from "@/components/layout/site-document";
import { siteMetadata, siteViewport } from "@/lib/seo/site-metadata";
import "./globals.css";

export const generateMetadata = siteMetadata;
export const viewport = siteViewport;
// Every page shows the shop details (header, footer): like the catalogue's
// pages, each is rendered again at most 5 s after the last time, so a save on
// another instance shows everywhere within 10 s (next.config.mjs expireTime).
export const revalidate = 5;

export default SiteDocument;
