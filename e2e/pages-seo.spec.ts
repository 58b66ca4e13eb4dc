import { ADMIN_PATHS } from "../lib/admin-pages";
import { port } from "./support/servers";
import { expect, test } from "./support/test";
import { msg } from "./support/content-messages";
import { inRuns, publicPages } from "./support/pages";

// The e2e build and server run with SITE_URL=http://127.0.0.1:<port> (scripts/e2e.mjs).
const site = `http://127.0.0.1:${port}`;
// Every public page but the under-construction notice, which is not indexed.
const publicPaths = publicPages
  .map((p) => p.path)
  .filter((path) => path !== "/underconstruction");

test.describe("search engines", () => {
  test("the sitemap lists exactly the public pages, and the products' own pages", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    // Each product's page is checked against the catalogue in product-pages.spec.ts.
    const productPage = new RegExp(`^${site}/products/[A-Za-z0-9_-]+$`);
    expect(
      locations.filter((location) => !productPage.test(location)).sort(),
    ).toEqual(publicPaths.map((p) => site + p).sort());
  });

  test("robots.txt disallows the admin, login, shopping-list and API paths", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(
      (m) => m[1],
    );
    for (const path of [
      ...ADMIN_PATHS,
      "/login",
      "/forgot-password",
      "/reset-password",
      "/shopping-list",
      "/api/",
    ])
      expect(disallowed).toContain(path);
    for (const path of publicPaths) expect(disallowed).not.toContain(path);
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  test("the home page describes the brand and its shop as JSON-LD", async ({
    page,
  }) => {
    await page.goto("/home");
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent())!);
    expect(data["@context"]).toBe("https://schema.org");
    const [brand, store] = data["@graph"];
    expect(brand["@type"]).toBe("Organization");
    expect(brand.foundingDate).toBe("1832");
    expect(brand.name).toBe(msg("Site.brand"));
    expect(brand.url).toBe(`${site}/home`);
    const telephone = msg("Site.phone").replace(/[^\d+]/g, "");
    expect(brand.contactPoint.length).toBeGreaterThan(0);
    expect(brand.contactPoint[0]).toMatchObject({
      "@type": "ContactPoint",
      telephone,
      email: msg("Site.email"),
    });
    expect(brand.sameAs).toEqual(
      ["facebook", "instagram", "linkedin", "youtube"].map((k) =>
        msg(`Site.${k}`),
      ),
    );
    // The workshop is a Store (a LocalBusiness) run by the brand: where, how to call, when open.
    expect(store).toMatchObject({
      "@type": "Store",
      name: msg("Site.brand"),
      telephone,
      address: { "@type": "PostalAddress", addressCountry: "Syria" },
      parentOrganization: { "@id": brand["@id"] },
    });
    // No hours until the family sets some on the Shop details screen.
    expect(store.openingHoursSpecification).toEqual([]);
  });

  const pages = [
    ["/home", "home"],
    ["/benefits", "benefits"],
    ["/ourmission", "ourMission"],
    ["/productionprocess", "productionProcess"],
    ["/privacypolicy", "privacyPolicy"],
    ["/gallery", "gallery"],
  ] as const;
  for (const run of inRuns(pages, 3)) {
    test(`${run.map(([path]) => path).join(", ")}: each has its title, description, canonical link and social cards`, async ({
      page,
    }) => {
      for (const [path, key] of run)
        await test.step(path, async () => {
          await page.goto(path);
          const title = msg(`Metadata.${key}.title`);
          await expect(page).toHaveTitle(
            msg("Metadata.titleTemplate").replace("%s", title),
          );
          const meta = (selector: string) =>
            page.locator(`meta[${selector}]`).first();
          await expect(meta('name="description"')).toHaveAttribute(
            "content",
            msg(`Metadata.${key}.description`),
          );
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            "href",
            site + path,
          );
          await expect(meta('property="og:title"')).toHaveAttribute(
            "content",
            title,
          );
          for (const [property, content] of [
            ["og:type", "website"],
            ["og:site_name", msg("Site.brand")],
            ["og:locale", "en_GB"],
          ])
            await expect(
              page.locator(`meta[property="${property}"]`),
            ).toHaveAttribute("content", content);
          await expect(meta('property="og:image"')).toHaveAttribute(
            "content",
            `${site}/images/og-image.png`,
          );
          await expect(meta('name="twitter:card"')).toHaveAttribute(
            "content",
            "summary_large_image",
          );
          await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        });
    });
  }
});
