import { expect, test } from "./support/test";
import { otherPages, publicPages } from "./support/pages";

test.describe("routes", () => {
  test("every page of the route table answers 200", async ({ request }) => {
    for (const path of [...publicPages.map((p) => p.path), ...otherPages]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("the empty path redirects to /home, exact match only", async ({
    request,
    page,
  }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(
      "/home",
    );
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    // A path that merely starts with "/" is not redirected.
    expect((await request.get("/homes", { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });

  test("French paths redirect to the under-construction page", async ({
    request,
  }) => {
    for (const path of ["/fr", "/fr/products", "/fr/a/b"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).toContain(response.status());
      expect(
        new URL(response.headers()["location"]!, "http://x").pathname,
        path,
      ).toBe("/underconstruction");
    }
    expect((await request.get("/frog", { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });

  test("a path whose %-escapes are broken is a bad request, never a server error", async ({
    request,
  }) => {
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

  test("an unknown path answers 404 with the home content, noindex and a canonical /home", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "About us" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      /noindex/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/home$/,
    );
  });

  test("the under-construction page shows the spec's text and an image", async ({
    page,
  }) => {
    await page.goto("/underconstruction");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This Page is under Constuction",
    );
    const image = page.getByRole("img", { name: /tower of soap bars/i });
    await expect(image).toBeVisible();
    expect(
      await image.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
      ),
    ).toBe(true);
  });

  test("health answers ok", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("sitemap and robots answer", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("/home</loc>");
    expect(xml).not.toContain("/addProducts");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /addProducts");
    expect(robots).toContain("Disallow: /api/");
  });
});
