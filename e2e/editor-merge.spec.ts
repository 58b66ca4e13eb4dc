import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { catalogue, unique, type Listed } from "./support/catalog";
import { saveCatalogue } from "./support/product-pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

// How two copies merge (different products, different fields, a deleted product against an edit,
// a text written anew) is proved in components/products/editor/merge.test.ts,
// save-with-merge.test.ts and editor-state-saves.test.ts; here, what a person does with it.

const status = (page: Page) =>
  page.getByRole("region", { name: "Database" }).getByRole("status");
const marker = (page: Page) => page.getByTestId("unsaved-marker");
const save = (page: Page) =>
  page.getByRole("button", { name: "Save to Database" }).click();

async function openEditor(page: Page) {
  await page.goto("/addProducts");
  await expect(
    page.getByRole("heading", { level: 2, name: /Products in your working/ }),
  ).toBeVisible();
}

/** The form of the product named `name`, opened. */
async function productForm(page: Page, name: string) {
  const form = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: name }) })
    .first();
  if ((await form.getAttribute("open")) === null)
    await form.locator("summary").click();
  return form;
}

async function setDescription(page: Page, name: string, text: string) {
  await (await productForm(page, name)).getByLabel("Description").fill(text);
  await expect(marker(page)).toHaveText("Unsaved changes");
}

/** The stored description of the product with `id`. */
async function storedDescription(page: Page, id: string) {
  const list = (await (await page.request.get("/api/products")).json()) as {
    id: string;
    description: string;
  }[];
  return list.find((p) => p.id === id)?.description;
}

/**
 * Another editor saves the catalogue with `product`'s description changed, while my editor is
 * open at the version before: their save is the PUT their editor sends.
 */
async function theySave(page: Page, product: Listed, text: string) {
  await openEditor(page);
  const { list } = await catalogue(page);
  await saveCatalogue(
    page,
    list.map((p) => (p.id === product.id ? { ...p, description: text } : p)),
  );
}

test("two editors change the same description: both texts are shown and the chosen one is saved", async ({
  page,
  catalogBefore: [first],
}) => {
  const theirs = unique("Their text");
  const panel = page.getByRole("region", { name: "Changed on both sides" });

  await test.step("the same description changed on both sides: both texts are shown", async () => {
    await theySave(page, first!, theirs);
    const mine = unique("My text");
    await setDescription(page, first!.name, mine);
    await save(page);
    await expect(status(page)).toHaveText(
      /^Someone else saved the catalogue meanwhile\. .* except 1 place where you both changed the same thing/,
    );
    await expect(
      panel.getByRole("heading", { name: "Changed on both sides" }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    const conflict = panel.getByRole("group", {
      name: `${first!.name}: Description`,
    });
    const yours = conflict.getByRole("radio", { name: /^Yours/ });
    const theirsChoice = conflict.getByRole("radio", { name: /^Theirs/ });
    await expect(yours).toBeChecked();
    await expect(yours).toHaveAccessibleName(new RegExp(`^Yours\\s*${mine}$`));
    await expect(theirsChoice).toHaveAccessibleName(
      new RegExp(`^Theirs\\s*${theirs}$`),
    );
    // Nothing was written over their save yet.
    expect(await storedDescription(page, first!.id)).toBe(theirs);
    // "Discard and fetch" is still offered.
    await expect(
      page.getByRole("button", { name: "Fetch the latest version" }),
    ).toBeVisible();

    // Keyboard: from Yours, the arrow key picks Theirs; then the save button.
    await yours.focus();
    await page.keyboard.press("ArrowDown");
    await expect(theirsChoice).toBeChecked();
  });

  await test.step("the chosen text is saved", async () => {
    await panel
      .getByRole("button", { name: "Save with these choices" })
      .click();
    // Theirs chosen: the chosen list is the stored one, so nothing is written.
    await expect(status(page)).toHaveText("Nothing to save");
    await expect(panel).toHaveCount(0);
    await expect(marker(page)).toHaveText("No unsaved changes");
    expect(await storedDescription(page, first!.id)).toBe(theirs);
    await expect(
      (await productForm(page, first!.name)).getByLabel("Description"),
    ).toHaveValue(theirs);
  });
});

test("two tabs of one browser stay in step: edits and saves show in the other tab", async ({
  page,
  catalogBefore: [first, second],
  context,
}) => {
  await openEditor(page);
  const tab = await context.newPage();
  await openEditor(tab);
  const otherForm = await productForm(tab, first!.name);

  const typed = unique("Typed in the first tab");
  await setDescription(page, first!.name, typed);
  await expect(otherForm.getByLabel("Description")).toHaveValue(typed);
  await expect(marker(tab)).toHaveText("Unsaved changes");

  await save(page);
  await expect(status(page)).toHaveText(/^Saved \d+ products\./);
  await expect(marker(tab)).toHaveText("No unsaved changes");

  // The second tab saves over the first tab's version: no conflict.
  const later = unique("Typed in the second tab");
  await setDescription(tab, second!.name, later);
  await expect(
    (await productForm(page, second!.name)).getByLabel("Description"),
  ).toHaveValue(later);
  await save(tab);
  await expect(status(tab)).toHaveText(/^Saved \d+ products\. The/);
  expect(await storedDescription(page, first!.id)).toBe(typed);
  expect(await storedDescription(page, second!.id)).toBe(later);
  await expect(marker(page)).toHaveText("No unsaved changes");
});
