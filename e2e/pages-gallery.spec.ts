import { expect, test, type Locator } from "./support/test";
import { msg } from "./support/content-messages";
import { isPhone } from "./support/pages";

const boxes = async (figures: Locator) => {
  const all = [];
  for (let i = 0; i < 6; i++) all.push((await figures.nth(i).boundingBox())!);
  return all;
};

/** How many figures share the first row's top edge. */
const columns = async (figures: Locator) => {
  const all = await boxes(figures);
  return all.filter((b) => Math.abs(b.y - all[0]!.y) < 1).length;
};

test.describe("gallery page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/gallery");
  });

  test("has the title, the subtitle and six captioned images", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      msg("Gallery.title"),
    );
    await expect(page.getByText(msg("Gallery.subtitle"))).toBeVisible();
    const figures = page.locator("main figure");
    await expect(figures).toHaveCount(6);
    await expect(figures.locator("figcaption")).toHaveText(
      [1, 2, 3, 4, 5, 6].map((n) => msg(`Gallery.item${n}.caption`)),
    );
    // Each caption is also its picture's alternative text.
    for (let n = 1; n <= 6; n++) {
      await expect(figures.nth(n - 1).getByRole("img")).toHaveAttribute(
        "alt",
        msg(`Gallery.item${n}.caption`),
      );
    }
  });

  test(
    "shows two rows of three on a desktop and one column on a phone",
    { tag: "@phone" },
    async ({ page }, info) => {
      const figures = page.locator("main figure");
      const all = await boxes(figures);
      if (isPhone(info.project.name)) {
        // One column: same left edge, each figure below the previous one.
        for (let i = 1; i < 6; i++) {
          expect(all[i]!.x).toBeCloseTo(all[0]!.x, 0);
          expect(all[i]!.y).toBeGreaterThan(all[i - 1]!.y + all[i - 1]!.height);
        }
      } else {
        // Two rows of three: 1-3 share a row left to right, 4-6 the next one.
        for (const row of [0, 3]) {
          expect(all[row + 1]!.y).toBeCloseTo(all[row]!.y, 0);
          expect(all[row + 2]!.y).toBeCloseTo(all[row]!.y, 0);
          expect(all[row + 1]!.x).toBeGreaterThan(
            all[row]!.x + all[row]!.width,
          );
          expect(all[row + 2]!.x).toBeGreaterThan(
            all[row + 1]!.x + all[row + 1]!.width,
          );
        }
        expect(all[3]!.y).toBeGreaterThan(all[0]!.y + all[0]!.height);
        expect(all[3]!.x).toBeCloseTo(all[0]!.x, 0);
      }
    },
  );

  test("stacks to one column under 768 px", async ({ page }) => {
    const figures = page.locator("main figure");
    await page.setViewportSize({ width: 767, height: 800 });
    await expect.poll(() => columns(figures)).toBe(1);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => columns(figures)).toBe(3);
  });
});
