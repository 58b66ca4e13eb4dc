import { expect, test, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { expectNoAxeViolations } from "./support/axe";
import { openMenuIfPhone } from "./support/menu";

// Every test gets a fresh browser context, so its own empty localStorage. What the list does
// with what it holds (merging, reading amounts, a stored list that is corrupt or of format 1)
// is proved in lib/shopping-list/*.test.ts; here a person uses the page.
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
const group = (page: Page, name: string) =>
  list(page).getByRole("group", { name });
const headerLink = (page: Page, count: number) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: `Shopping list (${count})` });
const format = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

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

test("a visitor's new line is checked, added and merged", async ({ page }) => {
  await open(page);

  await test.step("starts with apples 5 and tomatoes 10", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Order enquiry list",
    );
    await expectRows(page, [
      ["apples", "5"],
      ["tomatoes", "10"],
    ]);
    await expect(headerLink(page, 2)).toBeVisible();
  });

  await test.step("validates the form inline: name required, amount a positive number", async () => {
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
    await expect(
      page.getByText("Enter the name of the ingredient."),
    ).toHaveCount(0);
    await expect(
      page.getByText("Enter an amount greater than 0."),
    ).toBeVisible();
    await expect(amountField(page)).toBeFocused();
    await expectNoAxeViolations(page);
  });

  await test.step("shows both messages when both fields are wrong, adding nothing", async () => {
    await nameField(page).fill("x".repeat(81));
    await amountField(page).fill("2 kg");
    await button(page, "Add").click();
    await expect(
      page.getByText("Use at most 80 characters for the name."),
    ).toBeVisible();
    await expect(page.getByText("Enter the amount as a number.")).toBeVisible();
    await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(amountField(page)).toHaveAttribute("aria-invalid", "true");
    await expectRows(page, [
      ["apples", "5"],
      ["tomatoes", "10"],
    ]);
  });

  await test.step("adds a line, reading a decimal comma as a point, and readies the form for the next", async () => {
    await add(page, "Olive oil", "1,5");
    await expectRows(page, [
      ["apples", "5"],
      ["tomatoes", "10"],
      ["Olive oil", "1.5"],
    ]);
    await expect(status(page)).toHaveText("Olive oil added.");
    await expect(nameField(page)).toHaveValue("");
    await expect(nameField(page)).toBeFocused();
  });

  await test.step("merges names ignoring case and spaces, and says so", async () => {
    await add(page, "olive oil", "0.5");
    await expect(status(page)).toHaveText("Olive oil is now 2.");
    await add(page, " APPLES ", "2");
    await expectRows(page, [
      ["apples", "7"],
      ["tomatoes", "10"],
      ["Olive oil", "2"],
    ]);
    await expect(status(page)).toHaveText("apples is now 7.");
    await expect(headerLink(page, 3)).toBeVisible();
  });
});

test("a visitor edits lines by choosing them, and the list survives a reload without a cookie", async ({
  page,
}) => {
  await open(page);

  await test.step("edits by index: choosing a line fills the form, Update acts on that line", async () => {
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
  });

  await test.step("a line is a button: Enter starts editing it, Delete takes it off", async () => {
    await row(page, "apples").focus();
    await page.keyboard.press("Enter");
    await expect(nameField(page)).toHaveValue("apples");
    await expect(nameField(page)).toBeFocused();
    await button(page, "Delete").click();
    await expectRows(page, [["cherry tomatoes", "4"]]);
    await expect(status(page)).toHaveText("apples deleted.");
  });

  await test.step("Clear lets go of the edit without changing the list", async () => {
    await row(page, "cherry tomatoes").click();
    await expect(button(page, "Update")).toBeVisible();
    await button(page, "Clear").click();
    await expect(nameField(page)).toHaveValue("");
    await expect(
      page.getByRole("heading", { name: "Add an ingredient" }),
    ).toBeVisible();
    await expectRows(page, [["cherry tomatoes", "4"]]);
  });

  await test.step("the list survives a reload, in localStorage and no cookie", async () => {
    await page.reload();
    await expectRows(page, [["cherry tomatoes", "4"]]);
    await expect(headerLink(page, 1)).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("shopping-list") ?? "null"),
    );
    expect(stored.items).toHaveLength(1);
    expect(await page.context().cookies()).toEqual([]);
  });

  await test.step("the header's count follows the list on every page and leads back to it", async () => {
    await page.goto("/gallery");
    await headerLink(page, 1).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(rows(page)).toHaveCount(1);
  });
});

test("soaps and ingredients show apart; a soap is edited in whole bars", async ({
  page,
}) => {
  await page.goto("/shopping-list");
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
  await expect(group(page, "Ingredients").getByRole("listitem")).toHaveText([
    /^salt\s*1$/,
  ]);
  await expect(group(page, "Soaps").getByRole("listitem")).toHaveText([
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
  await expect(group(page, "Soaps").getByRole("listitem")).toHaveText([
    /^Laurel 40%\s*3 bars$/,
  ]);
  await expect(headerLink(page, 2)).toBeVisible();
  await row(page, "Laurel 40%").click();
  await button(page, "Delete").click();
  await expect(group(page, "Soaps")).toContainText(
    "No soaps on your list yet.",
  );
});

test("an emptied list says so, and Clear all asks first, then starts over", async ({
  page,
}) => {
  await open(page);

  await test.step("an empty list says so, and offers no enquiry", async () => {
    const send = page.getByRole("link", { name: "Send as an enquiry" });
    await expect(send).toHaveAttribute(
      "href",
      "/contact?enquiry=1#contact-form",
    );
    await expect(send).toHaveAccessibleDescription(/Opens the contact form/);
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
    await expect(send).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("Clear all asks first: keeping the list changes nothing, yes starts over", async () => {
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
  });
});

test("a product card on /products adds its ingredients to the list, merging, and says so", async ({
  page,
}) => {
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

  const addAll = card.getByRole("button", {
    name: `Add ingredients to shopping list for ${productName}`,
  });
  await addAll.click();
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

  // A second click adds to the same lines instead of new ones.
  await addAll.click();
  const count = 2 + new Set(ingredients.map((i) => i.name.toLowerCase())).size;
  await expect(headerLink(page, count)).toBeVisible();

  await open(page);
  await expect(rows(page)).toHaveCount(count);
  for (const { name, amount } of ingredients)
    await expect(
      list(page).getByRole("button", {
        name: `${name} ${format.format(2 * amount)}`,
      }),
    ).toBeVisible();
});

test(
  "at phone size, the list fits with 44 px targets, its count is in the menu, and Clear all's dialog opens",
  { tag: "@phone-only" },
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

    await button(page, "Clear all").click();
    const dialog = page.getByRole("dialog", { name: "Clear the whole list?" });
    await expect(
      dialog.getByRole("button", { name: "Yes, clear the list" }),
    ).toBeInViewport();
    await dialog.getByRole("button", { name: "Keep my list" }).click();
    await expect(dialog).toHaveCount(0);

    await openMenuIfPhone(page, true);
    await expect(headerLink(page, 2)).toBeVisible();
  },
);

test.describe("signed in as an editor", () => {
  test.use({ signedInAs: "editor" });

  test("each product row of the admin editor adds that product's ingredients too", async ({
    page,
  }) => {
    await page.goto("/addProducts");
    const product = seedProducts[3]!;
    const productRow = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: product.name }) });
    await productRow.locator("summary").click();
    await productRow
      .getByRole("button", {
        name: `Add ingredients to shopping list for ${product.name}`,
      })
      .click();
    const notice = `Added ${product.ingredients.length} ingredients of ${product.name} to your shopping list.`;
    await expect(
      productRow.getByRole("status").filter({ hasText: notice }),
    ).toHaveText(notice);

    await open(page);
    await expect(rows(page)).toHaveCount(2 + product.ingredients.length);
    for (const { name, amount } of product.ingredients)
      await expect(
        list(page).getByRole("button", {
          name: `${name} ${format.format(amount)}`,
        }),
      ).toBeVisible();
  });
});
