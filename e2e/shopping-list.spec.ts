import { expect, test, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { expectNoAxeViolations } from "./support/axe";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

// Every test gets a fresh browser context, so its own empty localStorage.
const list = (page: Page) => page.getByRole("region", { name: "Your list" });
const rows = (page: Page) => list(page).getByRole("listitem");
const row = (page: Page, name: string) =>
  list(page).getByRole("button", { name: new RegExp(`^${name} `) });
const nameField = (page: Page) =>
  page.getByLabel("Ingredient", { exact: true });
const amountField = (page: Page) => page.getByLabel("Amount", { exact: true });
const button = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name, exact: true });
const status = (page: Page) =>
  page.getByRole("main").getByRole("status").last();

async function open(page: Page) {
  await page.goto("/shopping-list");
  // The list appears once the page has read localStorage.
  await expect(rows(page).first()).toBeVisible();
}

async function add(page: Page, name: string, amount: string) {
  await nameField(page).fill(name);
  await amountField(page).fill(amount);
  await button(page, "Add").click();
}

async function expectRows(page: Page, expected: [string, string][]) {
  await expect(rows(page)).toHaveText(
    expected.map(([name, amount]) => new RegExp(`^${name}\\s*${amount}$`)),
  );
}

test("starts with apples 5 and tomatoes 10, adds and merges names ignoring case and spaces", async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Order enquiry list",
  );
  await expectRows(page, [
    ["apples", "5"],
    ["tomatoes", "10"],
  ]);

  await add(page, "Olive oil", "2.5");
  await expectRows(page, [
    ["apples", "5"],
    ["tomatoes", "10"],
    ["Olive oil", "2.5"],
  ]);
  await expect(status(page)).toHaveText("Olive oil added.");
  // The form is ready for the next one.
  await expect(nameField(page)).toHaveValue("");
  await expect(nameField(page)).toBeFocused();

  await add(page, " APPLES ", "2");
  await expectRows(page, [
    ["apples", "7"],
    ["tomatoes", "10"],
    ["Olive oil", "2.5"],
  ]);
  await expect(status(page)).toHaveText("apples is now 7.");
});

test("validates the form inline: name required, amount a positive number", async ({
  page,
}) => {
  await open(page);
  await button(page, "Add").click();
  await expect(
    page.getByText("Enter the name of the ingredient."),
  ).toBeVisible();
  await expect(page.getByText("Enter the amount as a number.")).toBeVisible();
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(nameField(page)).toHaveAccessibleDescription(
    "Enter the name of the ingredient.",
  );
  await expect(nameField(page)).toBeFocused();

  await nameField(page).fill("salt");
  await amountField(page).fill("-1");
  await button(page, "Add").click();
  await expect(page.getByText("Enter the name of the ingredient.")).toHaveCount(
    0,
  );
  await expect(page.getByText("Enter an amount greater than 0.")).toBeVisible();
  await expect(amountField(page)).toBeFocused();
  await expectRows(page, [
    ["apples", "5"],
    ["tomatoes", "10"],
  ]);
  await expectNoAxeViolations(page);

  await amountField(page).fill("3");
  await button(page, "Add").click();
  await expect(rows(page)).toHaveCount(3);
});

test("reads a decimal comma as a point, and shows both messages when both fields are wrong", async ({
  page,
}) => {
  await open(page);
  await add(page, "Olive oil", "1,5");
  await expectRows(page, [
    ["apples", "5"],
    ["tomatoes", "10"],
    ["Olive oil", "1.5"],
  ]);
  await add(page, "olive oil", "0.5");
  await expect(status(page)).toHaveText("Olive oil is now 2.");

  await nameField(page).fill("x".repeat(81));
  await amountField(page).fill("2 kg");
  await button(page, "Add").click();
  await expect(
    page.getByText("Use at most 80 characters for the name."),
  ).toBeVisible();
  await expect(page.getByText("Enter the amount as a number.")).toBeVisible();
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(amountField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(rows(page)).toHaveCount(3);
});

test("soaps and ingredients show apart; a soap is edited in whole bars; an older list reads as ingredients", async ({
  page,
}, info) => {
  await page.goto("/shopping-list");
  await page.evaluate(() =>
    localStorage.setItem(
      "shopping-list",
      JSON.stringify({ version: 1, items: [{ name: "salt", amount: 1 }] }),
    ),
  );
  await page.reload();
  const group = (name: string) => list(page).getByRole("group", { name });
  await expect(group("Ingredients").getByRole("listitem")).toHaveText([
    /^salt\s*1$/,
  ]);
  await expect(group("Soaps")).toContainText("No soaps on your list yet.");

  await page.evaluate(() =>
    localStorage.setItem(
      "shopping-list",
      JSON.stringify({
        version: 2,
        items: [
          { kind: "ingredient", name: "salt", amount: 1 },
          { kind: "soap", name: "Laurel 40%", amount: 1 },
        ],
      }),
    ),
  );
  await page.reload();
  await expect(group("Soaps").getByRole("listitem")).toHaveText([
    /^Laurel 40%\s*1 bar$/,
  ]);
  await row(page, "Laurel 40%").click();
  await expect(
    page.getByRole("heading", { name: "Edit a soap" }),
  ).toBeVisible();
  const bars = page.getByLabel("Number of bars", { exact: true });
  await expect(page.getByLabel("Soap", { exact: true })).toHaveValue(
    "Laurel 40%",
  );
  await bars.fill("1,5");
  await button(page, "Update").click();
  await expect(
    page.getByText("Enter a whole number of bars, 1 or more."),
  ).toBeVisible();
  await bars.fill("3");
  await button(page, "Update").click();
  await expect(group("Soaps").getByRole("listitem")).toHaveText([
    /^Laurel 40%\s*3 bars$/,
  ]);
  await expectNoAxeViolations(page);
  await openMenuIfPhone(page, isPhone(info.project.name));
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Shopping list (2)" }),
  ).toBeVisible();
});

test("edits by index: choosing a line fills the form, Update and Delete act on that line", async ({
  page,
}) => {
  await open(page);
  await row(page, "tomatoes").click();
  await expect(
    page.getByRole("heading", { name: "Edit an ingredient" }),
  ).toBeVisible();
  await expect(nameField(page)).toHaveValue("tomatoes");
  await expect(amountField(page)).toHaveValue("10");
  await expect(row(page, "tomatoes")).toHaveAttribute("aria-current", "true");
  await expect(status(page)).toHaveText("Editing tomatoes.");

  await nameField(page).fill("cherry tomatoes");
  await amountField(page).fill("4");
  await button(page, "Update").click();
  await expectRows(page, [
    ["apples", "5"],
    ["cherry tomatoes", "4"],
  ]);
  await expect(status(page)).toHaveText("cherry tomatoes updated.");
  await expect(button(page, "Add")).toBeVisible();
  await expect(button(page, "Delete")).toHaveCount(0);

  // Keyboard: a line is a button, so Enter starts editing it.
  await row(page, "apples").focus();
  await page.keyboard.press("Enter");
  await expect(nameField(page)).toHaveValue("apples");
  await expect(nameField(page)).toBeFocused();
  await button(page, "Delete").click();
  await expectRows(page, [["cherry tomatoes", "4"]]);
  await expect(status(page)).toHaveText("apples deleted.");

  // Clear lets go of the edit without changing the list.
  await row(page, "cherry tomatoes").click();
  await expect(button(page, "Update")).toBeVisible();
  await button(page, "Clear").click();
  await expect(nameField(page)).toHaveValue("");
  await expect(
    page.getByRole("heading", { name: "Add an ingredient" }),
  ).toBeVisible();
  await expectRows(page, [["cherry tomatoes", "4"]]);
});

test(
  "an empty list says so, and Clear all asks first, then starts over",
  { tag: "@phone" },
  async ({ page }) => {
    await open(page);
    for (const name of ["apples", "tomatoes"]) {
      await row(page, name).click();
      await button(page, "Delete").click();
    }
    await expect(rows(page)).toHaveCount(0);
    await expect(
      page.getByText("Your list is empty.", { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Browse our soaps" }),
    ).toHaveAttribute("href", "/products");
    await expectNoAxeViolations(page);

    await button(page, "Clear all").click();
    const dialog = page.getByRole("dialog", { name: "Clear the whole list?" });
    await expect(dialog.getByText(/starts again with apples/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep my list" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page)).toHaveCount(0);

    await button(page, "Clear all").click();
    await dialog.getByRole("button", { name: "Yes, clear the list" }).click();
    await expect(dialog).toHaveCount(0);
    await expectRows(page, [
      ["apples", "5"],
      ["tomatoes", "10"],
    ]);
    await expect(status(page)).toHaveText(
      "The list starts again with apples and tomatoes.",
    );
    await expect(button(page, "Clear all")).toBeFocused();
  },
);

test(
  "the list survives a reload, the header shows its count, and no cookie is set",
  { tag: "@phone" },
  async ({ page }, info) => {
    const phone = isPhone(info.project.name);
    const headerLink = (count: number) =>
      page
        .getByRole("banner")
        .getByRole("link", { name: `Shopping list (${count})` });

    await open(page);
    await openMenuIfPhone(page, phone);
    await expect(headerLink(2)).toBeVisible();
    if (phone) await page.getByRole("button", { name: "Close menu" }).click();

    await add(page, "Laurel oil", "1");
    await add(page, "tomatoes", "1");
    await openMenuIfPhone(page, phone);
    await expect(headerLink(3)).toBeVisible();

    await page.reload();
    await expectRows(page, [
      ["apples", "5"],
      ["tomatoes", "11"],
      ["Laurel oil", "1"],
    ]);
    await openMenuIfPhone(page, phone);
    await expect(headerLink(3)).toBeVisible();

    // The count follows the list on every page and leads back to it.
    await page.goto("/gallery");
    await openMenuIfPhone(page, phone);
    await headerLink(3).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(rows(page)).toHaveCount(3);

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("shopping-list") ?? "null"),
    );
    expect(stored.items).toHaveLength(3);
    expect(await page.context().cookies()).toEqual([]);
  },
);

test("corrupt stored data gives the starting list instead of an error", async ({
  page,
}, info) => {
  await page.goto("/shopping-list");
  await page.evaluate(() =>
    localStorage.setItem("shopping-list", '{"version":1,"items":[{"name":'),
  );
  await page.reload();
  await expectRows(page, [
    ["apples", "5"],
    ["tomatoes", "10"],
  ]);
  await openMenuIfPhone(page, isPhone(info.project.name));
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Shopping list (2)" }),
  ).toBeVisible();
});

test(
  "fits the screen, with 44 px targets and no axe violations while editing",
  { tag: "@phone" },
  async ({ page }) => {
    await open(page);
    await row(page, "apples").click();
    await expect(button(page, "Delete")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const target of [
      row(page, "apples"),
      row(page, "tomatoes"),
      nameField(page),
      amountField(page),
      button(page, "Update"),
      button(page, "Delete"),
      button(page, "Clear"),
      button(page, "Clear all"),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  },
);

test("a product card on /products adds its ingredients to the list, merging, and says so", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  await page.goto("/products");
  // The catalogue may be edited by other specs: read the first card as it is.
  const card = page
    .getByRole("article")
    .filter({
      has: page.getByRole("button", {
        name: /^Add ingredients to shopping list for /,
      }),
    })
    .first();
  const productName = (await card
    .getByRole("heading", { level: 2 })
    .textContent())!.trim();
  const lines = await card.getByRole("listitem").allTextContents();
  const ingredients = lines.map((line) => {
    const at = line.lastIndexOf(" : ");
    return { name: line.slice(0, at), amount: Number(line.slice(at + 3)) };
  });
  expect(ingredients.length).toBeGreaterThan(0);

  const add = card.getByRole("button", {
    name: `Add ingredients to shopping list for ${productName}`,
  });
  await add.click();
  const notice =
    ingredients.length === 1
      ? `Added 1 ingredient of ${productName} to your shopping list.`
      : `Added ${ingredients.length} ingredients of ${productName} to your shopping list.`;
  // The card has other status messages (likes): find ours by its text.
  await expect(card.getByRole("status").filter({ hasText: notice })).toHaveText(
    notice,
  );
  await expect(
    card.getByRole("link", { name: "View shopping list" }),
  ).toHaveAttribute("href", "/shopping-list");
  await expectNoAxeViolations(page);

  // A second click adds to the same lines instead of new ones.
  await add.click();
  const count = 2 + new Set(ingredients.map((i) => i.name.toLowerCase())).size;
  await openMenuIfPhone(page, phone);
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: `Shopping list (${count})` }),
  ).toBeVisible();

  await open(page);
  const format = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
  await expect(rows(page)).toHaveCount(count);
  for (const { name, amount } of ingredients)
    await expect(
      list(page).getByRole("button", {
        name: `${name} ${format.format(2 * amount)}`,
      }),
    ).toBeVisible();
});

test.describe("signed in as an editor", () => {
  test.use({ signedInAs: "editor" });

  test("each product row of the admin editor adds that product's ingredients too", async ({
    page,
  }) => {
    await page.goto("/addProducts");
    const product = seedProducts[3]!;
    const row = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: product.name }) });
    await row.locator("summary").click();
    await row
      .getByRole("button", {
        name: `Add ingredients to shopping list for ${product.name}`,
      })
      .click();
    const notice = `Added ${product.ingredients.length} ingredients of ${product.name} to your shopping list.`;
    await expect(
      row.getByRole("status").filter({ hasText: notice }),
    ).toHaveText(notice);
    // On a phone the save bar sticks to the bottom over whatever row scrolls
    // under it (by design); at the end of the page it rests in its place and
    // covers nothing, so axe sees every control at its real size.
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await expectNoAxeViolations(page);

    await open(page);
    await expect(rows(page)).toHaveCount(2 + product.ingredients.length);
    const format = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
    for (const { name, amount } of product.ingredients)
      await expect(
        list(page).getByRole("button", {
          name: `${name} ${format.format(amount)}`,
        }),
      ).toBeVisible();
  });
});
