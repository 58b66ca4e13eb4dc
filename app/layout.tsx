import { SiteDocument } from "@/components/layout/site-document";
import { siteMetadata, siteViewport } from "@/lib/seo/site-metadata";
import "./globals.css";

export const generateMetadata = siteMetadata;
export const viewport = siteViewport;

export default SiteDocument;
