import { builtSiteUrl, directPort } from "./support/servers";
import { expect, test } from "./support/test";

// The build ran with SITE_URL=http://127.0.0.1:<port> (scripts/e2e.mjs); the
// "direct" server serves that same build with its own SITE_URL. Every address
// a search engine or a social card reads must be the running server's.
const built = builtSiteUrl;
const served = `http://127.0.0.1:${directPort}`;

test.describe("addresses follow the SITE_URL the server runs with, not the build's", () => {
  test("sitemap, robots.txt, canonical links, social cards and JSON-LD", async ({
    request,
  }) => {
    const get = async (path: string) => {
      const response = await request.get(served + path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const sitemap = await get("/sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(listed).toContain(`${served}/home`);
    const productPage = listed.find((l) => /\/products\/[^/]+$/.test(l));
    expect(productPage).toBeDefined();
    for (const location of listed)
      expect(location.startsWith(served)).toBe(true);
    expect(await get("/robots.txt")).toContain(
      `Sitemap: ${served}/sitemap.xml`,
    );

    for (const path of ["/home", "/products", new URL(productPage!).pathname]) {
      const html = await get(path);
      expect(html, path).toContain(
        `<link rel="canonical" href="${served}${path}"/>`,
      );
      expect(html, path).toContain(
        `<meta property="og:url" content="${served}${path}"/>`,
      );
      expect(html, path).toContain('type="application/ld+json"');
      expect(html, path).not.toContain(built);
    }
  });
});
