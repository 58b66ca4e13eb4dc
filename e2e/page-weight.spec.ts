import { expect, test, type Page } from "./support/test";
import { adminRequest } from "./support/editors";
import { publicPages } from "./support/pages";

// What a public page asks for before its largest paint (docs/quality.md): only
// the picture that is that paint comes early; the brand stamp is never
// preloaded; the admin screens' stylesheet stays with the admin screens.

const pictures = { "/products": "main ul img", "/gallery": "main figure img" };

for (const [path, selector] of Object.entries(pictures)) {
  test(`${path}: only the first picture is fetched eagerly, the others lazily`, async ({
    page,
  }) => {
    await page.goto(path);
    const loading = await page
      .locator(selector)
      .evaluateAll((images) =>
        images.map((img) => img.getAttribute("loading") ?? "auto"),
      );
    expect(loading.length).toBeGreaterThan(3);
    expect(loading[0]).not.toBe("lazy");
    expect(loading.slice(1)).toEqual(loading.slice(1).map(() => "lazy"));
    // The first picture is the one asked for early (React preloads every eager <img>).
    const preloaded = await imagePreloads(page);
    const first = await page.locator(selector).first().getAttribute("src");
    expect(preloaded).toContain(first);
    const others = await page
      .locator(selector)
      .evaluateAll((images) =>
        images.slice(1).map((img) => (img as HTMLImageElement).src),
      );
    for (const src of others)
      expect(preloaded).not.toContain(new URL(src).pathname);
  });
}

/** The paths of the pictures the document preloads. */
const imagePreloads = (page: Page) =>
  page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );

test(
  "the brand stamp and the banner show on every public page; the stamp is never preloaded, the banner early only where it is the largest paint",
  { tag: "@phone" },
  async ({ page }) => {
    // The home and contact pages; elsewhere a picture or a paragraph is (docs/quality.md).
    const bannerFirst = ["/home", "/contact"];
    for (const { path } of publicPages) {
      await page.goto(path);
      await expect(
        page.locator('header img[src*="brand-stamp"]'),
        path,
      ).toBeVisible();
      expect(await imagePreloads(page), path).not.toContainEqual(
        expect.stringContaining("brand-stamp"),
      );
      const banner = page.locator('header img[src*="banner"]');
      await expect(banner, path).toBeVisible();
      // The picture itself waits; where it comes first, the page preloads it, first.
      await expect(banner, path).toHaveAttribute("fetchpriority", "low");
      const preload = page.locator(
        'link[rel="preload"][as="image"][href="/images/banner.svg"]',
      );
      if (bannerFirst.includes(path))
        await expect(preload, path).toHaveAttribute("fetchpriority", "high");
      else await expect(preload, path).toHaveCount(0);
    }
  },
);

/** The stylesheets a page's HTML links, as paths. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([link]) => /\bhref="([^"]+)"/.exec(link)![1]!,
  );
}

test("public pages do not load the admin screens' stylesheet", async ({
  request,
}) => {
  const admin = await adminRequest();
  const editor = await admin.get("/addProducts");
  expect(editor.status()).toBe(200);
  const editorSheets = stylesheets(await editor.text());
  const publicSheets = new Set<string>();
  for (const { path } of publicPages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    for (const sheet of stylesheets(await res.text())) publicSheets.add(sheet);
  }
  expect(publicSheets.size).toBeGreaterThan(0);
  // The editor has the site's stylesheet and one of its own that no public page links.
  const adminOnly = editorSheets.filter((sheet) => !publicSheets.has(sheet));
  expect(adminOnly).toHaveLength(1);
  expect(editorSheets.filter((sheet) => publicSheets.has(sheet))).toHaveLength(
    1,
  );
});

// The fonts are not preloaded: text paints first in the metric-matched fallback
// faces (components/layout/fonts/fallbacks.css; on this machine DejaVu's) and the fonts swap
// in when they come, here held back until the page has painted. The swap must
// not move the layout by more than its budget (CLS ≤ 0.01), at either size.
for (const path of ["/home", "/products", "/productionprocess"]) {
  test(
    `${path}: the fonts are not preloaded and their swap keeps the layout still`,
    { tag: "@phone" },
    async ({ page }) => {
      await page.addInitScript(() => {
        const record = window as unknown as { shift: number };
        record.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!entry.hadRecentInput) record.shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      let painted = () => {};
      const afterPaint = new Promise<void>((resolve) => (painted = resolve));
      // Fetched at once and held, then all handed over together: on a busy machine, fonts let go
      // one by one swapped in separate frames, and the same swap counted some text twice.
      await page.route("**/*.woff2", async (route) => {
        const response = await route.fetch();
        await afterPaint;
        await route.fulfill({ response });
      });
      await page.goto(path, { waitUntil: "commit" });
      // The text's first paint, in the fallback faces; then the fonts may come.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            new PerformanceObserver((list) => {
              if (
                list
                  .getEntries()
                  .some((e) => e.name === "first-contentful-paint")
              )
                resolve();
            }).observe({ type: "paint", buffered: true }),
          ),
      );
      painted();
      await page.waitForLoadState();
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(
        0,
      );
      const shift = await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames, so the swap's layout is done and its shift recorded.
        for (let i = 0; i < 2; i++)
          await new Promise((done) => requestAnimationFrame(done));
        return (window as unknown as { shift: number }).shift;
      });
      expect(shift).toBeLessThanOrEqual(0.01);
    },
  );
}
