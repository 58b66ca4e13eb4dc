import { expect, test, type Page } from "./support/test";

// The two web fonts are cut-down subsets (scripts/fonts.mjs): every page gets
// both, from the site itself, in under 40 KB, and its text is set in them.
const FONT_BUDGET_BYTES = 40 * 1024;
const pages = ["/home", "/products/laurel-5"];

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

for (const path of pages) {
  test(`${path}: the heading and body fonts arrive whole, small and in use`, async ({
    page,
  }) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "font") return;
      fonts.push({
        url: response.url(),
        bytes: (await response.body()).length,
      });
    });
    await page.goto(path);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      // Leaving out the metric-matched local() fallbacks next/font declares.
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replace(/['"]/g, ""))
        .filter((family) => !family.endsWith("Fallback"));
    });
    const serif = await firstFamily(page, "h1");
    const sans = await firstFamily(page, "main p");
    expect(serif).not.toBe(sans);
    expect(loaded.sort()).toEqual([serif, sans].sort());

    await expect.poll(() => fonts.length).toBe(2);
    const origin = new URL(page.url()).origin;
    for (const { url } of fonts)
      expect(url.startsWith(`${origin}/`)).toBe(true);
    const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
    expect(total).toBeLessThan(FONT_BUDGET_BYTES);
  });
}
