import { expect, test, type Page } from "./support/test";
import { adminRequest } from "./support/editors";

// The two web fonts are cut-down subsets (scripts/fonts.mjs): every page gets
// both, from the site itself, in under 40 KB, and its text is set in them.
// Their other Latin letters are in second files that only a page showing one fetches.
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
      // Leaving out the metric-matched local() fallbacks (components/layout/fonts/fallbacks.css).
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replace(/['"]/g, ""))
        .filter((family) => !family.includes(" Fallback "));
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
