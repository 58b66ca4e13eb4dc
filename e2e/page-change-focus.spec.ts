import { expect, test, type Page } from "./support/test";

// After an admin screen's link (a page change without a load): shop-details.spec.ts.
const focusedInMain = (page: Page) =>
  page.evaluate(() =>
    document.getElementById("main")!.contains(document.activeElement),
  );

test("after following a link to another page, the keyboard starts at that page's heading", async ({
  page,
}) => {
  // A page opened afresh keeps the browser's start: the first Tab reaches the skip link.
  await page.goto("/home");
  await expect(page.locator("body")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: "Skip to main content" }),
  ).toBeFocused();

  // A public page's link loads the next page whole.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // The next Tab is in the page, not at the top of the header.
  await page.keyboard.press("Tab");
  expect(await focusedInMain(page)).toBe(true);

  // Going back restores the browser's own place.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
});
