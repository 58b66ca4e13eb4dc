import { expect, test, type Locator, type Page } from "./support/test";
import { addProductForm } from "./support/catalog";
import { isPhone } from "./support/pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });

async function openEditor(page: Page) {
  await page.goto("/addProducts");
  await expect(page.locator("details > summary").first()).toBeVisible();
}

/** The field is inside the window and not under the toolbar (top on desktop, bottom bar on phones). */
async function expectClearOfToolbar(
  page: Page,
  field: Locator,
  phone: boolean,
) {
  const box = (await field.boundingBox())!;
  const bar = (await toolbar(page).boundingBox())!;
  const height = page.viewportSize()!.height;
  if (phone) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  } else {
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  }
}

test("focus follows adding and removing ingredients, also by keyboard", async ({
  page,
}) => {
  await openEditor(page);
  const form = await addProductForm(page);
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

test(
  "a failed save puts focus on the first field in error, in full view",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await openEditor(page);
    const form = await addProductForm(page);
    // Away from the new product, so the field must be brought into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Save to Database" }).click();
    const field = form.getByLabel("Name");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectClearOfToolbar(page, field, isPhone(testInfo.project.name));
  },
);

test("confirmations open on Cancel; deleting a product moves focus to the next one", async ({
  page,
}) => {
  await openEditor(page);
  const summaries = page.locator("details > summary");
  const [first, second] = await summaries.evaluateAll((els) =>
    els.map((e) => e.textContent ?? ""),
  );
  await summaries.first().click();
  const product = page.locator("details").first();
  await product.getByRole("button", { name: /^Delete / }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete product" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(summaries.first()).toHaveText(second!);
  await expect(summaries.first()).toBeFocused();
  expect(first).not.toBe(second);

  // With unsaved edits, Fetch asks first: Cancel is the first choice too.
  await page.getByRole("button", { name: "Fetch from Database" }).click();
  const discard = page.getByRole("dialog", {
    name: "Discard your unsaved edits?",
  });
  await expect(discard.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(discard).toHaveCount(0);
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );
});
