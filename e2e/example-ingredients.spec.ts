import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from "./support/test";
import { withDetailsRestored } from "./support/shop-details";

const countLink = (page: Page, count: number) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: `Shopping list (${count})` });
const rows = (page: Page) =>
  page.getByRole("region", { name: "Your list" }).getByRole("listitem");

const visitors: BrowserContext[] = [];

// The editor who changes the setting: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** A visitor's first visit, in a browser of their own (signed in as nobody). */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: undefined,
  });
  visitors.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(visitors.splice(0).map((context) => context.close()));
});

test("Shop details decide whether a new visitor's list starts with the example ingredients; a visitor's own list stays", async ({
  page,
  browser,
  baseURL,
}) => {
  // On, as the specification has it; this visitor also keeps a list of their own.
  const first = await newVisitor(browser, baseURL!);
  await first.goto("/shopping-list");
  await expect(rows(first)).toHaveText([/^apples\s*5$/, /^tomatoes\s*10$/]);
  await expect(countLink(first, 2)).toBeVisible();
  await first.getByLabel("Ingredient", { exact: true }).fill("Laurel oil");
  await first.getByLabel("Amount", { exact: true }).fill("1");
  await first.getByRole("main").getByRole("button", { name: "Add" }).click();
  await expect(countLink(first, 3)).toBeVisible();

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

    // Off: a new list is empty, and the header counts only what the visitor adds.
    const later = await newVisitor(browser, baseURL!);
    await later.goto("/shopping-list");
    await expect(later.getByText(/^Your list is empty\./)).toBeVisible();
    await expect(countLink(later, 0)).toBeVisible();
    await later.getByLabel("Ingredient", { exact: true }).fill("Olive oil");
    await later.getByLabel("Amount", { exact: true }).fill("2");
    await later.getByRole("main").getByRole("button", { name: "Add" }).click();
    await expect(rows(later)).toHaveText([/^Olive oil\s*2$/]);
    await expect(countLink(later, 1)).toBeVisible();
    // Clearing it starts it empty again, and says so.
    await later.getByRole("button", { name: "Clear all" }).click();
    await expect(
      later.getByText("Every item is removed and the list starts empty."),
    ).toBeVisible();

    // The visitor who already had a list keeps it.
    await first.reload();
    await expect(rows(first)).toHaveText([
      /^apples\s*5$/,
      /^tomatoes\s*10$/,
      /^Laurel oil\s*1$/,
    ]);
  });
});
