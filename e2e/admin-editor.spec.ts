import { expect, test, type Page } from "./support/test";
import { slugOf } from "../lib/products/slug";
import { unhashedScripts } from "./support/csp";
import {
  addProduct,
  addProductForm,
  openProduct,
  unique,
} from "./support/catalog";
import { chooseFromManage } from "./support/menu";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const status = (page: Page) =>
  page.getByRole("region", { name: "Database" }).getByRole("status");
const marker = (page: Page) => page.getByTestId("unsaved-marker");
const summaries = (page: Page) => page.locator("details > summary");

async function openEditor(page: Page) {
  await page.goto("/addProducts");
  await expect(
    page.getByRole("heading", { level: 1, name: "Manage products" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: /Products in your working copy/,
    }),
  ).toBeVisible();
}

const storedIds = async (page: Page) =>
  (
    (await (await page.request.get("/api/products")).json()) as { id: string }[]
  ).map((p) => p.id);

test("a new product asks for a picture, focus follows its ingredients, an invalid copy shows the schema's messages and is not saved; amounts have their unit; the edits survive a reload", async ({
  page,
}) => {
  let puts = 0;
  page.on(
    "request",
    (r) => r.method() === "PUT" && r.url().endsWith("/api/products") && puts++,
  );
  await openEditor(page);
  const form = await addProductForm(page);

  await test.step("a new product starts without a picture and asks for one", async () => {
    await expect(form.getByLabel("Image path on this site")).toHaveValue("");
    await expect(
      form.getByText("Add a photo: choose a file or drop it in the box below."),
    ).toBeVisible();
    await expect(form.getByText("No picture yet")).toBeVisible();
    await expect(form.getByLabel("Upload a photo")).toBeVisible();
    await expect(form.getByTestId("product-thumbnail")).toHaveCount(0);
  });

  await test.step("focus follows adding and removing ingredients, also by keyboard", async () => {
    const add = form.getByRole("button", { name: "Add an ingredient" });
    const name = (n: number) =>
      form.getByLabel(`Ingredient ${n}`, { exact: true });
    for (const [n, text] of [
      [1, "Olive oil"],
      [2, "Laurel oil"],
      [3, "Water"],
    ] as const) {
      await add.click();
      await expect(name(n)).toBeFocused();
      await page.keyboard.type(text);
    }
    // Removing a middle row: focus goes to the row that took its place.
    await form.getByRole("button", { name: "Remove ingredient 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(name(2)).toBeFocused();
    await expect(name(2)).toHaveValue("Water");
    // The last row: the one before it.
    await form.getByRole("button", { name: "Remove ingredient 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(name(1)).toBeFocused();
    await expect(name(1)).toHaveValue("Olive oil");
    // The only row: the add button.
    await form.getByRole("button", { name: "Remove ingredient 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(add).toBeFocused();
    await expect(form.getByText("No ingredients yet.")).toBeVisible();
  });

  await test.step("shows the schema's messages next to the fields, focuses the first, and does not save an invalid copy", async () => {
    await form.getByRole("button", { name: "Add an ingredient" }).click();
    await form.getByLabel("Amount of ingredient 1").fill("-3");
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expect(status(page)).toHaveText(
      "Some fields need attention before saving. They are marked below.",
    );
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByText("Enter the product's name.")).toBeVisible();
    await expect(form.getByText("Enter the ingredient's name.")).toBeVisible();
    await expect(
      form.getByText("The amount must be more than 0."),
    ).toBeVisible();
    await expect(
      form.getByText("Every product needs a picture: upload a photo"),
    ).toBeVisible();
    await form.getByLabel("Amount of ingredient 1").fill("abc");
    await expect(
      form.getByText("Enter a number, for example 95 or 12.5."),
    ).toBeVisible();
  });

  await test.step("an ingredient's amount has a visible label and unit, and takes 75 %, 75% and 75,5", async () => {
    // A soap's recipe: shares of the oils' weight.
    const soap = await openProduct(page, "Aleppo soap, 12% laurel oil");
    const amount = soap.getByLabel("Amount of ingredient 1");
    await expect(amount).toHaveValue("88");
    await expect(amount).toHaveAccessibleDescription("% of the oils");
    const row = soap
      .getByRole("listitem")
      .filter({ has: page.getByLabel("Amount of ingredient 1") });
    await expect(row.getByText("Amount", { exact: true })).toBeVisible();
    await expect(row.getByText("% of the oils", { exact: true })).toBeVisible();
    for (const typed of ["75 %", "75%", "75,5"]) {
      await amount.fill(typed);
      await amount.blur();
      await expect(amount).not.toHaveAttribute("aria-invalid", "true");
      await expect(amount).toHaveAccessibleDescription("% of the oils");
    }
    // The gift set counts bars: its unit is the one its names give.
    const gift = await openProduct(page, "Aleppo soap gift set");
    await expect(
      gift.getByLabel("Amount of ingredient 1"),
    ).toHaveAccessibleDescription("bars");
    await expect(
      gift.getByLabel("Amount of ingredient 4"),
    ).toHaveAccessibleDescription("pieces");
  });

  await test.step("keeps unsaved edits over a reload, an amount read as the number", async () => {
    await expect(marker(page)).toHaveText("Unsaved changes");
    await page.reload();
    await expect(
      summaries(page).filter({ hasText: "Untitled product" }),
    ).toHaveCount(1);
    const soap = await openProduct(page, "Aleppo soap, 12% laurel oil");
    await expect(soap.getByLabel("Amount of ingredient 1")).toHaveValue("75.5");
    await expect(marker(page)).toHaveText("Unsaved changes");
  });
  expect(puts).toBe(0);
});

const productName = (page: Page, index: number) =>
  summaries(page).nth(index).locator("[data-product-name]");

test("a product's edits: pictures the site cannot show are refused, a delete asks first, and Fetch discards the edits only after asking", async ({
  page,
}) => {
  await openEditor(page);
  const firstName = (await productName(page, 0).textContent())!;
  const secondName = (await productName(page, 1).textContent())!;
  expect(firstName).not.toBe(secondName);
  const firstProduct = page.locator("details").first();

  await test.step("pictures the site cannot show are refused with a message", async () => {
    await summaries(page).first().click();
    await firstProduct
      .getByText("Use a picture from the site or an address instead")
      .click();
    const path = firstProduct.getByLabel("Image path on this site");
    await path.fill("https://cdn.example.com/soap.jpg");
    await path.blur();
    await expect(
      firstProduct.getByText("Addresses of other websites cannot be shown."),
    ).toBeVisible();
    await expect(path).toHaveAttribute("aria-invalid", "true");
    await path.fill("/images/products/no-such-soap.svg");
    await expect(
      firstProduct.getByText("There is no such picture on the site"),
    ).toBeVisible();
    await expect(firstProduct.getByText("No picture yet")).toBeVisible();
  });

  await test.step("deletes a product only after confirmation, Cancel first; focus moves to the next one", async () => {
    const remove = firstProduct.getByRole("button", { name: /^Delete / });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(dialog).toContainText(
      `“${firstName}” will be removed from your working copy.`,
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(productName(page, 0)).toHaveText(firstName);
    await remove.click();
    await dialog.getByRole("button", { name: "Delete product" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(productName(page, 0)).toHaveText(secondName);
    await expect(summaries(page).first()).toBeFocused();
  });

  await test.step("Fetch discards the edits only after confirmation, Cancel first", async () => {
    const fetch = page.getByRole("button", { name: "Fetch from Database" });
    await fetch.click();
    const dialog = page.getByRole("dialog", {
      name: "Discard your unsaved edits?",
    });
    await expect(
      dialog.getByText(/Your unsaved edits will be lost/),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(marker(page)).toHaveText("Unsaved changes");
    await expect(productName(page, 0)).toHaveText(secondName);

    await fetch.click();
    await dialog.getByRole("button", { name: "Discard and fetch" }).click();
    await expect(status(page)).toHaveText(
      /^Fetched \d+ products from the database\.$/,
    );
    await expect(productName(page, 0)).toHaveText(firstName);
    await expect(marker(page)).toHaveText("No unsaved changes");
  });
});

test("a product added with two ingredients and saved from the Manage menu has an address read from its name, which stays when it is renamed; /products shows it without a rebuild", async ({
  page,
  catalogBefore: before,
}) => {
  const policyBefore = (await page.request.get("/products")).headers()[
    "content-security-policy"
  ];
  const name = unique("Olive Oil Soap");
  const slug = slugOf(name);
  expect(slug).toMatch(/^olive-oil-soap-[a-z0-9]+$/);
  const renamed = unique("Laurel Soap");

  await test.step("added and saved from the header's Manage menu, at an address read from its name", async () => {
    await openEditor(page);
    await addProduct(page, name);
    await chooseFromManage(page, false, "Save to Database");
    await expect(status(page)).toHaveText(
      /^Saved \d+ products\. The products page shows them now\.$/,
    );
    await expect(marker(page)).toHaveText("No unsaved changes");
    expect(await storedIds(page)).toEqual([...before.map((p) => p.id), slug]);
  });

  await test.step("renamed later: the same address", async () => {
    await page.locator("details[open]").getByLabel("Name").fill(renamed);
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expect(status(page)).toHaveText(/^Saved \d+ products/);
    const ids = await storedIds(page);
    expect(ids).toContain(slug);
    expect(ids).not.toContain(slugOf(renamed));
  });

  await test.step("/products shows it without a rebuild, served with its new scripts' hashes, and so does its own address", async () => {
    // The page rendered again after the save is served with the hashes
    // of its own new scripts, from its first answer on.
    const res = await page.request.get("/products");
    const policy = res.headers()["content-security-policy"] ?? "";
    expect(policy).not.toBe("");
    expect(unhashedScripts(await res.text(), policy)).toEqual([]);
    const rebuilt = await page.goto("/products");
    // The rebuilt page has new inline scripts and is served with their hashes
    // (the test's CSP watch fails it on any violation).
    expect(rebuilt?.headers()["content-security-policy"]).not.toBe(
      policyBefore,
    );
    const card = page.getByRole("article", { name: renamed, exact: true });
    await expect(
      card.getByRole("heading", { level: 2, name: renamed }),
    ).toBeVisible();
    await expect(card.getByText("For testing", { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([
      "Olive oil (% of oils) : 70",
      "Laurel-berry oil (% of oils) : 30",
    ]);
    const productPage = await page.goto(`/products/${slug}`);
    expect(productPage?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: renamed }),
    ).toBeVisible();
  });
});
