import { expect, test, type Page } from "./support/test";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** Opens the editor with the product `name` unfolded; answers its form. */
async function openProduct(page: Page, name: string) {
  const product = page
    .locator("details")
    .filter({ has: page.getByText(name, { exact: true }) });
  await product.locator("summary").click();
  await expect(product.getByLabel("Amount of ingredient 1")).toBeVisible();
  return product;
}

test(
  "an ingredient's amount has a visible label and unit, and takes 75 %, 75% and 75,5",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/addProducts");
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
    // Read as the number: a reload shows the working copy's.
    await expect(page.getByTestId("unsaved-marker")).toHaveText(
      "Unsaved changes",
    );
    await page.reload();
    await openProduct(page, "Aleppo soap, 12% laurel oil");
    await expect(amount).toHaveValue("75.5");

    // The gift set counts bars: its unit is the one its names give.
    const gift = await openProduct(page, "Aleppo soap gift set");
    await expect(
      gift.getByLabel("Amount of ingredient 1"),
    ).toHaveAccessibleDescription("bars");
    await expect(
      gift.getByLabel("Amount of ingredient 4"),
    ).toHaveAccessibleDescription("pieces");
  },
);

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
