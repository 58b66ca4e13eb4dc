import { expect, test } from "./support/test";

test("in-page links land below the fixed header at every width", async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 800, height: 700 },
    { width: 375, height: 812 },
  ])
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      // A new document each time (its query differs), scrolled to the form on arrival.
      await page.goto(`/contact?width=${viewport.width}#contact-form`);
      const bar = page.locator("header > div").first();
      const label = page
        .locator("#contact-form")
        .getByText("Name", { exact: true });
      await expect(label).toBeVisible();
      // The browser has scrolled to the form: its top is near the header's bottom.
      await expect
        .poll(async () => {
          const header = (await bar.boundingBox())!;
          const form = (await page.locator("#contact-form").boundingBox())!;
          return form.y - (header.y + header.height);
        })
        .toBeGreaterThanOrEqual(0);
      const header = (await bar.boundingBox())!;
      const form = (await page.locator("#contact-form").boundingBox())!;
      expect(form.y - (header.y + header.height)).toBeLessThan(40);
      expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(
        header.y + header.height,
      );
    });
});
