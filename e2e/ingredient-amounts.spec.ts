import { openProduct } from "./support/catalog";
import { expect, test } from "./support/test";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

// An amount's label, unit and the numbers it takes: e2e/admin-editor.spec.ts.
test(
  "the message appearing as an amount is left moves nothing under the finger: the tap on Add an ingredient adds one",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/addProducts");
    const soap = await openProduct(page, "Aleppo soap, 5% laurel oil");
    const rows = soap.getByRole("listitem");
    await expect(rows).toHaveCount(4);
    const add = soap.getByRole("button", { name: "Add an ingredient" });
    const amount = soap.getByLabel("Amount of ingredient 4");
    await amount.fill("abc");
    await add.scrollIntoViewIfNeeded();
    const before = await add.boundingBox();
    await amount.blur();
    await expect(
      soap.getByText("Enter a number, for example 95 or 12.5."),
    ).toBeVisible();
    expect(await add.boundingBox()).toEqual(before);

    // The owner's tap on Add from a box left wrong: the tap adds the row.
    await soap.getByLabel("Amount of ingredient 3").fill("-1");
    await add.click();
    await expect(
      soap.getByText("The amount must be more than 0."),
    ).toBeVisible();
    await expect(rows).toHaveCount(5);
    await expect(
      soap.getByLabel("Ingredient 5", { exact: true }),
    ).toBeFocused();
  },
);
