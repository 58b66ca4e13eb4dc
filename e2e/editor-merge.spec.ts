import { expect, test, type Page } from "./support/test";
import {
  secondEditor,
  signUpEditor,
  unique,
  withCatalogRestored,
} from "./support/catalog";

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

test.describe("two editors at once", () => {
  test.setTimeout(150_000);

  test("edits of different products are both saved: the second save merges without asking", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpEditor(page);
    await withCatalogRestored(page, async ([first, second]) => {
      const other = await secondEditor(browser, baseURL);
      await openEditor(page);
      await openEditor(other.page);

      const theirs = unique("Their description");
      await setDescription(other.page, first!.name, theirs);
      await save(other.page);
      await expect(status(other.page)).toHaveText(/^Saved \d+ products\./);

      const mine = unique("My description");
      await setDescription(page, second!.name, mine);
      await save(page);
      await expect(status(page)).toHaveText(
        /^Saved \d+ products, together with the changes someone else saved meanwhile\.$/,
      );
      await expect(marker(page)).toHaveText("No unsaved changes");
      expect(await storedDescription(page, first!.id)).toBe(theirs);
      expect(await storedDescription(page, second!.id)).toBe(mine);
      // My working copy now has their edit too.
      await expect(
        (await productForm(page, first!.name)).getByLabel("Description"),
      ).toHaveValue(theirs);
      await other.context.close();
      expect(other.cspViolations).toEqual([]);
    });
  });

  test("the same description changed on both sides: both texts are shown, the chosen one is saved", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpEditor(page);
    await withCatalogRestored(page, async ([first]) => {
      const other = await secondEditor(browser, baseURL);
      await openEditor(page);
      await openEditor(other.page);

      const theirs = unique("Their text");
      await setDescription(other.page, first!.name, theirs);
      await save(other.page);
      await expect(status(other.page)).toHaveText(/^Saved/);
      await other.context.close();
      expect(other.cspViolations).toEqual([]);

      const mine = unique("My text");
      await setDescription(page, first!.name, mine);
      await save(page);
      await expect(status(page)).toHaveText(
        /^Someone else saved the catalogue meanwhile\. .* except 1 place where you both changed the same thing/,
      );
      const panel = page.getByRole("region", { name: "Changed on both sides" });
      await expect(
        panel.getByRole("heading", { name: "Changed on both sides" }),
      ).toBeFocused();
      const conflict = panel.getByRole("group", {
        name: `${first!.name}: Description`,
      });
      const yours = conflict.getByRole("radio", { name: /^Yours/ });
      const theirsChoice = conflict.getByRole("radio", { name: /^Theirs/ });
      await expect(yours).toBeChecked();
      await expect(yours).toHaveAccessibleName(
        new RegExp(`^Yours\\s*${mine}$`),
      );
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
      await panel
        .getByRole("button", { name: "Save with these choices" })
        .click();
      await expect(status(page)).toHaveText(/^Saved \d+ products\./);
      await expect(panel).toHaveCount(0);
      await expect(marker(page)).toHaveText("No unsaved changes");
      expect(await storedDescription(page, first!.id)).toBe(theirs);
      await expect(
        (await productForm(page, first!.name)).getByLabel("Description"),
      ).toHaveValue(theirs);
    });
  });

  test("a new text written in the conflict panel is saved", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpEditor(page);
    await withCatalogRestored(page, async ([first]) => {
      const other = await secondEditor(browser, baseURL);
      await openEditor(page);
      await openEditor(other.page);
      await setDescription(other.page, first!.name, unique("Theirs"));
      await save(other.page);
      await expect(status(other.page)).toHaveText(/^Saved/);
      await other.context.close();

      await setDescription(page, first!.name, unique("Mine"));
      await save(page);
      const panel = page.getByRole("region", { name: "Changed on both sides" });
      await panel.getByRole("radio", { name: "Write a new text" }).check();
      const both = unique("Both texts, combined");
      await panel
        .getByRole("textbox", {
          name: `New text for ${first!.name}: Description`,
        })
        .fill(both);
      await panel
        .getByRole("button", { name: "Save with these choices" })
        .click();
      await expect(status(page)).toHaveText(/^Saved \d+ products\./);
      expect(await storedDescription(page, first!.id)).toBe(both);
    });
  });
});

test("two tabs of one browser stay in step: edits and saves show in the other tab", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpEditor(page);
  await withCatalogRestored(page, async ([first, second]) => {
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
});
