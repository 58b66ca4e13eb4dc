import { expect, test, type APIRequestContext } from "./support/test";
import { contentPages } from "./support/content-messages";
import { inRuns, publicPages } from "./support/pages";

/** The scripts the server's HTML for a page asks for (what the page ships). */
async function shippedScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((m) => m[1]!)
    .sort();
}

test.describe("content pages", () => {
  for (const run of inRuns(contentPages, 4)) {
    test(`${run.map((p) => p.path).join(", ")}: one h1, headings in order, every image sized and loading`, async ({
      page,
    }) => {
      for (const { path } of run)
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator("h1")).toHaveCount(1);
          const heading = publicPages.find((p) => p.path === path)!.heading;
          await expect(page.locator("h1")).toHaveText(heading!);
          // Headings never skip a level (h1, then h2, then h3...).
          const levels = await page
            .locator("h1, h2, h3, h4, h5, h6")
            .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
          expect(levels[0]).toBe(1);
          for (let i = 1; i < levels.length; i++)
            expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
          const images = page.locator("main img");
          const count = await images.count();
          for (let i = 0; i < count; i++) {
            const image = images.nth(i);
            // Explicit dimensions reserve the space before the file arrives (no layout shift).
            await expect(image).toHaveAttribute("width", /^\d+$/);
            await expect(image).toHaveAttribute("height", /^\d+$/);
            // A decorative image hidden at this size is never fetched, by design.
            if (!(await image.isVisible())) continue;
            await image.scrollIntoViewIfNeeded();
            await expect
              .poll(() =>
                image.evaluate(
                  (img: HTMLImageElement) =>
                    img.complete && img.naturalWidth > 0,
                ),
              )
              .toBe(true);
          }
        });
    });
  }

  test("ship no client JavaScript of their own: all load the same shared scripts", async ({
    request,
  }) => {
    const sets: string[][] = [];
    for (const { path } of contentPages)
      sets.push(await shippedScripts(request, path));
    expect(sets[0]!.length).toBeGreaterThan(0);
    for (const [index, set] of sets.entries())
      expect(set, contentPages[index]!.path).toEqual(sets[0]);
  });
});
