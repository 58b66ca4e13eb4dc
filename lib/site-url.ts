/** The public address of the site, for canonical links, the sitemap and Open Graph. */
export function siteUrl(): string {
  return (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
}
