import { expect, test, type Page } from "./support/test";
import { withDetailsRestored } from "./support/shop-details";

const countLink = (page: Page, count: number) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: `Shopping list (${count})` });
const rows = (page: Page) =>
  page.getByRole("region", { name: "Your list" }).getByRole("listitem");

// The editor who changes the setting: the saved sign-in (e2e/auth.setup.ts). Which list a
// browser starts with for each setting, and that a list a visitor already has stays:
// lib/shopping-list/stored-list.test.ts.
test.use({ signedInAs: "editor" });

test("with the example ingredients turned off in Shop details, a browser's new list starts empty and starts empty again when cleared", async ({
  page,
}) => {
  await withDetailsRestored(page, async () => {
    await page.goto("/shopDetails");
    const setting = page.getByRole("checkbox", {
      name: "Start a new visitor's list with the example ingredients",
    });
    await expect(setting).toBeChecked();
    await expect(setting).toHaveAccessibleDescription(
      /Apples 5 and tomatoes 10/,
    );
    await setting.uncheck();
    await page.getByRole("button", { name: "Save shop details" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    // This browser has never had a list: a new one is empty, and the header counts only what
    // is added.
    await page.goto("/shopping-list");
    await expect(page.getByText(/^Your list is empty\./)).toBeVisible();
    await expect(countLink(page, 0)).toBeVisible();
    await page.getByLabel("Ingredient", { exact: true }).fill("Olive oil");
    await page.getByLabel("Amount", { exact: true }).fill("2");
    await page.getByRole("main").getByRole("button", { name: "Add" }).click();
    await expect(rows(page)).toHaveText([/^Olive oil\s*2$/]);
    await expect(countLink(page, 1)).toBeVisible();
    // Clearing it starts it empty again, and says so.
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(
      page.getByText("Every item is removed and the list starts empty."),
    ).toBeVisible();
  });
});
