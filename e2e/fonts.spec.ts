import { expect, test, type Page } from "./support/test";
import { adminRequest } from "./support/editors";

// The two web fonts are cut-down subsets (scripts/fonts.mjs): every page gets
// both, from the site itself, in under 40 KB, and its text is set in them.
// Their other Latin letters are in second files that only a page showing one fetches.
const FONT_BUDGET_BYTES = 40 * 1024;
const pages = [
  "/home",
  "/products",
  "/productionprocess",
  "/products/laurel-5",
];

/** The family a computed font-family list starts with, unquoted. */
const firstFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) =>
      getComputedStyle(el)
        .fontFamily.split(",")[0]!
        .trim()
        .replace(/['"]/g, ""),
    );

// The fonts are not preloaded: text paints first in the metric-matched fallback
// faces (components/layout/fonts/fallbacks.css; on this machine DejaVu's) and the fonts swap
// in when they come, here held back until the page has painted. The swap must
// not move the layout by more than its budget (CLS ≤ 0.01), at either size.
test(
  "the fonts arrive whole, small and from the site, are not preloaded, and their swap keeps the layout still",
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
    let fonts: { url: string; bytes: number }[] = [];
    let painted = () => {};
    let afterPaint = Promise.resolve();
    // Fetched at once and held, then all handed over together: on a busy machine, fonts let go
    // one by one swapped in separate frames, and the same swap counted some text twice.
    // (A routed page has no HTTP cache: each page fetches its fonts again.)
    await page.route("**/*.woff2", async (route) => {
      const held = afterPaint;
      const response = await route.fetch();
      fonts.push({
        url: route.request().url(),
        bytes: (await response.body()).length,
      });
      await held;
      await route.fulfill({ response });
    });
    for (const path of pages)
      await test.step(path, async () => {
        fonts = [];
        afterPaint = new Promise<void>((resolve) => (painted = resolve));
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
        await expect(
          page.locator('link[rel="preload"][as="font"]'),
        ).toHaveCount(0);
        const { shift, loaded } = await page.evaluate(async () => {
          await document.fonts.ready;
          // Two frames, so the swap's layout is done and its shift recorded.
          for (let i = 0; i < 2; i++)
            await new Promise((done) => requestAnimationFrame(done));
          return {
            shift: (window as unknown as { shift: number }).shift,
            // Leaving out the metric-matched local() fallbacks (components/layout/fonts/fallbacks.css).
            loaded: [...document.fonts]
              .filter((face) => face.status === "loaded")
              .map((face) => face.family.replace(/['"]/g, ""))
              .filter((family) => !family.includes(" Fallback ")),
          };
        });
        expect(shift).toBeLessThanOrEqual(0.01);
        // The heading's face and the text's, both in use, both of the site, in under 40 KB.
        const serif = await firstFamily(page, "h1");
        const sans = await firstFamily(page, "main p");
        expect(serif).not.toBe(sans);
        expect(loaded.sort()).toEqual([serif, sans].sort());
        expect(fonts).toHaveLength(2);
        const origin = new URL(page.url()).origin;
        for (const { url } of fonts)
          expect(url.startsWith(`${origin}/`)).toBe(true);
        const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
        expect(total).toBeLessThan(FONT_BUDGET_BYTES);
      });
  },
);

test("a name the family typed with accents is set in the site's fonts, from the second files only its page fetches", async ({
  page,
}) => {
  const admin = await adminRequest();
  const read = await admin.get("/api/products");
  const before = (await read.json()) as { id: string; name: string }[];
  const put = (list: unknown[], etag: string) =>
    admin.put("/api/products", { data: list, headers: { "if-match": etag } });
  // A product of its own, added at the end: the seed products other tests
  // read at the same time stay as they are.
  const accented = {
    ...before[0]!,
    id: "font-accents",
    name: "Crème de laurier, cœur d’olive",
    description: "Séché neuf mois à l’ombre, doux pour la peau.",
  };
  const saved = await put([...before, accented], read.headers().etag!);
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    const files: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "font")
        files.push(response.url());
    });
    await page.goto(`/products/${accented.id}`);
    await expect(page.locator("h1")).toHaveText(accented.name);
    const families = [
      await firstFamily(page, "h1"),
      await firstFamily(page, 'main p:has-text("Séché neuf mois")'),
    ];
    // Both families' second faces load: è and œ (U+0153) are in their range.
    const loadedRests = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter(
            (face) =>
              face.status === "loaded" &&
              face.unicodeRange.includes("U+152-153"),
          )
          .map((face) => face.family)
          .sort(),
      );
    await expect.poll(loadedRests).toEqual(families.sort());
    await expect.poll(() => files.length).toBe(4);
  } finally {
    const now = await admin.get("/api/products");
    const restored = await put(before, now.headers().etag!);
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
