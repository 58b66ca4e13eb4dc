import { expect, test, type Locator, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { expectNoAxeViolations } from "./support/axe";
import { catalogue, unique } from "./support/catalog";
import {
  jsonLd,
  newProduct,
  saveCatalogue,
  uniqueId,
} from "./support/product-pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const status = (page: Page) =>
  page.getByRole("region", { name: "Database" }).getByRole("status");

const selling = { price: 12.5, currency: "EUR", size: "200 g" };

async function expectSellingDetails(where: Locator) {
  const details = where.locator("[data-selling-details]");
  await expect(details.locator("[data-price]")).toHaveText("€12.50");
  await expect(details.getByText("200 g", { exact: true })).toBeVisible();
  await expect(details.getByText("In stock", { exact: true })).toBeVisible();
}

test("an editor sets a price (with its currency), a size and the bars in stock", async ({
  page,
  catalogBefore: before,
}) => {
  const id = uniqueId();
  const name = unique("Priced soap");
  await saveCatalogue(page, [...before, newProduct(id, name)]);
  await page.goto("/addProducts");
  const form = page
    .locator("details")
    .filter({ has: page.getByText(name, { exact: true }) });
  await form.locator("summary").click();
  await expect(
    form.getByRole("group", { name: "Selling details (optional)" }),
  ).toBeVisible();
  await form.getByLabel("Price").fill("12.5");
  await page.getByRole("button", { name: "Save to Database" }).click();
  // A price needs its currency: the save is refused next to the field.
  await expect(status(page)).toHaveText(
    "Some fields need attention before saving. They are marked below.",
  );
  await expect(form.getByLabel("Currency")).toHaveAccessibleDescription(
    /Give the currency of the price, for example EUR\./,
  );
  await form.getByLabel("Currency").fill("eur");
  await expect(form.getByLabel("Currency")).toHaveValue("EUR");
  await form.getByLabel("Size").fill(selling.size);
  await form.getByLabel("Bars in stock").fill("12");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save to Database" }).click();
  await expect(status(page)).toHaveText(/^Saved \d+ products\./);
  const saved = (await catalogue(page)).list.find((p) => p.id === id);
  expect(saved).toMatchObject({ ...selling, stock: 12 });
});

test("a soap's price, size and stock show on its card, its page and in its data; out of stock and without a price, no offer and no list", async ({
  page,
  catalogBefore: before,
}) => {
  const id = uniqueId();
  const name = unique("Priced soap");
  const soldOut = uniqueId();
  await saveCatalogue(page, [
    ...before,
    { ...newProduct(id, name), ...selling, stock: 12 },
    {
      ...newProduct(soldOut, unique("Sold-out soap")),
      size: selling.size,
      stock: 0,
    },
  ]);

  await test.step("the price, size and stock show on its card, on its page and in its data", async () => {
    await page.goto("/products");
    await expectSellingDetails(
      page.getByRole("article", { name, exact: true }),
    );
    // A product without them shows none.
    await expect(
      page
        .getByRole("article", { name: seedProducts[0]!.name, exact: true })
        .locator("[data-selling-details]"),
    ).toHaveCount(0);

    await page.goto(`/products/${id}`);
    await expectSellingDetails(page.getByRole("article", { name }));
    expect((await jsonLd(page)).Product!.offers).toEqual({
      "@type": "Offer",
      url: expect.stringMatching(new RegExp(`/products/${id}$`)),
      price: "12.50",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    await expectNoAxeViolations(page);
  });

  await test.step("out of stock and without a price: no offer, and it cannot go on a list", async () => {
    await page.goto(`/products/${soldOut}`);
    const details = page.locator("[data-selling-details]");
    await expect(details.locator("[data-price]")).toHaveCount(0);
    await expect(details.getByText("Out of stock")).toBeVisible();
    expect((await jsonLd(page)).Product).not.toHaveProperty("offers");
    // None left: it cannot go on a list, and the button says why.
    const add = page.getByRole("button", { name: /Add to my list/ });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      "Out of stock: this soap cannot be added to a list just now.",
    );
  });
});
