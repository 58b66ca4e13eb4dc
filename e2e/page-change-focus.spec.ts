import { expect, test, type Page } from "./support/test";

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

test.describe("an editor", () => {
  test.use({ signedInAs: "editor" });

  test("after an admin screen's link (a page change without a load), the keyboard starts at the new screen's heading", async ({
    page,
  }) => {
    await page.goto("/addProducts");
    await page.getByRole("button", { name: "Manage" }).click();
    await page.getByRole("menuitem", { name: "Shop details" }).click();
    await expect(page).toHaveURL(/\/shopDetails$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Shop details" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Phone number")).toBeFocused();
  });
});
