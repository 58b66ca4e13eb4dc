import { ADMIN_PATHS } from "../lib/admin-pages";
import { port } from "./support/servers";
import { expect, test } from "./support/test";
import { publicPages } from "./support/pages";

// The e2e build and server run with SITE_URL=http://127.0.0.1:<port> (scripts/e2e.mjs).
const site = `http://127.0.0.1:${port}`;
// Every public page but the under-construction notice, which is not indexed.
const indexed = publicPages
  .map((p) => p.path)
  .filter((path) => path !== "/underconstruction");

// What the server answers before any page is drawn; each page's content is checked in a
// browser (e2e/public-pages.spec.ts), every page's headers in e2e/security-headers.spec.ts.
test("the routes: redirects, French paths, broken escapes, the sitemap and robots.txt", async ({
  request,
}) => {
  const location = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([307, 308], path).toContain(response.status());
    return new URL(response.headers()["location"]!, "http://x").pathname;
  };

  await test.step("the empty path redirects to /home, exact match only", async () => {
    expect(await location("/")).toBe("/home");
    expect((await request.get("/homes", { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });

  await test.step("French paths redirect to the under-construction page", async () => {
    for (const path of ["/fr", "/fr/products", "/fr/a/b"])
      expect(await location(path), path).toBe("/underconstruction");
    expect((await request.get("/frog", { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });

  await test.step("a path whose %-escapes are broken is a bad request, never a server error", async () => {
    for (const [method, path] of [
      ["GET", "/products/%E0%A4%A"],
      ["GET", "/%E0%A4%A"],
      ["GET", "/api/products/%E0%A4%A"],
      ["POST", "/api/products/%E0%A4%A/like"],
    ] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(400);
    }
    // A well-formed escape still reaches its page.
    expect((await request.get("/products/laurel%2D5")).status()).toBe(200);
  });

  await test.step("the sitemap lists exactly the public pages, and the products' own pages", async () => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const locations = [
      ...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1]!);
    // Each product's page is checked against the catalogue in product-pages.spec.ts.
    const productPage = new RegExp(`^${site}/products/[A-Za-z0-9_-]+$`);
    expect(
      locations.filter((location) => !productPage.test(location)).sort(),
    ).toEqual(indexed.map((p) => site + p).sort());
  });

  await test.step("robots.txt disallows the admin, login, shopping-list and API paths", async () => {
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
    for (const path of indexed) expect(disallowed).not.toContain(path);
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
