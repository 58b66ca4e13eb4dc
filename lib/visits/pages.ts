import { productPath } from "@/lib/products/paths";

/** Counted besides the sitemap's pages (app/sitemap.ts) and the soaps' pages. */
export const UNLISTED_PAGES = ["/underconstruction", "/shopping-list"] as const;

/** One Web Vitals entry for every soap's page, so a day's record does not grow with the catalogue. */
export const SOAP_PAGES = productPath("*");

/** The soap whose page `path` is, if it is one. */
export const soapOfPath = (path: string) =>
  /^\/products\/([^/]+)$/.exec(path)?.[1];

/** Where a page's Web Vitals are kept: its own path, or SOAP_PAGES. */
export const vitalsPageOf = (path: string) =>
  soapOfPath(path) ? SOAP_PAGES : path;
