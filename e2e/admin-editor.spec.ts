import { expect, test, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { unhashedScripts } from "./support/csp";
import { addProduct, unique } from "./support/catalog";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const status = (page: Page) =>
  page.getByRole("region", { name: "Database" }).getByRole("status");
const marker = (page: Page) => page.getByTestId("unsaved-marker");

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

test.describe("admin editor", () => {
  test("adds a product with two ingredients, saves it, and /products shows it without a rebuild", async ({
    page,
  }) => {
    const policyBefore = (await page.request.get("/products")).headers()[
      "content-security-policy"
    ];
    await openEditor(page);
    await page.getByRole("button", { name: "Fetch from Database" }).click();
    await expect(status(page)).toHaveText(
      /^Fetched \d+ products from the database\.$/,
    );
    await expect(marker(page)).toHaveText("No unsaved changes");
    const name = await addProduct(page);
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expect(status(page)).toHaveText(
      /^Saved \d+ products\. The products page shows them now\.$/,
    );
    await expect(marker(page)).toHaveText("No unsaved changes");

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
    const card = page.getByRole("article", { name, exact: true });
    await expect(card.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(card.getByText("For testing", { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([
      "Olive oil (% of oils) : 70",
      "Laurel-berry oil (% of oils) : 30",
    ]);
  });

  test("Save to Database from the header's Manage menu", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: "Fetch from Database" }).click();
    await expect(status(page)).toHaveText(/^Fetched/);
    const name = await addProduct(page);
    await page
      .getByRole("button", { name: "Manage" })
      .locator("visible=true")
      .click();
    await page.getByRole("menuitem", { name: "Save to Database" }).click();
    await expect(status(page)).toHaveText(/^Saved \d+ products/);
    const stored = await (await page.request.get("/api/products")).json();
    expect(stored.map((p: { name: string }) => p.name)).toContain(name);
  });

  test("keeps unsaved edits over a reload; Fetch discards them only after confirmation", async ({
    page,
  }) => {
    await openEditor(page);
    const first = seedProducts[0]!;
    const edited = unique("Edited name");
    await page
      .locator("summary")
      .filter({ hasText: first.name })
      .first()
      .click();
    const form = page.locator("details[open]").first();
    await form.getByLabel("Name").fill(edited);
    await expect(marker(page)).toHaveText("Unsaved changes");

    await page.reload();
    await expect(
      page.locator("summary").filter({ hasText: edited }),
    ).toBeVisible();
    await expect(marker(page)).toHaveText("Unsaved changes");

    await page.getByRole("button", { name: "Fetch from Database" }).click();
    const dialog = page.getByRole("dialog", {
      name: "Discard your unsaved edits?",
    });
    await expect(
      dialog.getByText(/Your unsaved edits will be lost/),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.locator("summary").filter({ hasText: edited }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Fetch from Database" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Discard and fetch" })
      .click();
    await expect(status(page)).toHaveText(
      /^Fetched \d+ products from the database\.$/,
    );
    await expect(
      page.locator("summary").filter({ hasText: edited }),
    ).toHaveCount(0);
    await expect(
      page.locator("summary").filter({ hasText: first.name }).first(),
    ).toBeVisible();
    await expect(marker(page)).toHaveText("No unsaved changes");
  });

  test("shows the schema's messages next to the fields and does not save an invalid copy", async ({
    page,
  }) => {
    await openEditor(page);
    let puts = 0;
    page.on(
      "request",
      (r) =>
        r.method() === "PUT" && r.url().endsWith("/api/products") && puts++,
    );
    await page.getByRole("button", { name: "Add a product" }).click();
    const form = page
      .locator("details[open]")
      .filter({ hasText: "Untitled product" })
      .last();
    await form.getByRole("button", { name: "Add an ingredient" }).click();
    await form.getByLabel("Amount of ingredient 1").fill("-3");
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expect(status(page)).toHaveText(
      "Some fields need attention before saving. They are marked below.",
    );
    await expect(form.getByLabel("Name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByText("Enter the product's name.")).toBeVisible();
    await expect(form.getByText("Enter the ingredient's name.")).toBeVisible();
    await expect(
      form.getByText("The amount must be more than 0."),
    ).toBeVisible();
    await form.getByLabel("Amount of ingredient 1").fill("abc");
    await expect(
      form.getByText("Enter a number, for example 95 or 12.5."),
    ).toBeVisible();
    expect(puts).toBe(0);
  });

  test("deletes a product only after confirmation", async ({ page }) => {
    await openEditor(page);
    const name = await addProduct(page);
    const remove = page.getByRole("button", { name: `Delete ${name}` });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(
      dialog.getByText(`“${name}” will be removed from your working copy.`, {
        exact: false,
      }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator("summary").filter({ hasText: name })).toHaveCount(
      1,
    );
    await remove.click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Delete product" })
      .click();
    await expect(page.locator("summary").filter({ hasText: name })).toHaveCount(
      0,
    );
  });
});
