import { signInWorkerEditor } from "./support/editors";
import { expect, test, type Page } from "./support/test";
import { isPhone } from "./support/pages";

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });

async function openEditor(page: Page) {
  await signInWorkerEditor(page);
  await page.goto("/addProducts");
  await expect(page.locator("details > summary").first()).toBeVisible();
}

test("a new product starts without a picture and asks for one", async ({
  page,
}) => {
  await openEditor(page);
  await page.getByRole("button", { name: "Add a product" }).click();
  const form = page
    .locator("details[open]")
    .filter({ hasText: "Untitled product" })
    .last();
  await expect(form.getByLabel("Image path on this site")).toHaveValue("");
  await expect(
    form.getByText("Add a photo: upload one below or choose an artwork."),
  ).toBeVisible();
  await expect(form.getByText("No picture yet")).toBeVisible();
  await expect(form.getByLabel("Upload a photo")).toBeVisible();
  await expect(form.getByTestId("product-thumbnail")).toHaveCount(0);
  await page.getByRole("button", { name: "Save to Database" }).click();
  await expect(
    form.getByText("Every product needs a picture: upload a photo"),
  ).toBeVisible();
});

test("pictures the site cannot show are refused with a message", async ({
  page,
}) => {
  await openEditor(page);
  await page.locator("details > summary").first().click();
  const form = page.locator("details").first();
  const path = form.getByLabel("Image path on this site");
  await path.fill("https://cdn.example.com/soap.jpg");
  await path.blur();
  await expect(
    form.getByText("Addresses of other websites cannot be shown."),
  ).toBeVisible();
  await expect(path).toHaveAttribute("aria-invalid", "true");
  await path.fill("/images/products/no-such-soap.svg");
  await expect(
    form.getByText("There is no such picture on the site"),
  ).toBeVisible();
  await expect(form.getByText("No picture yet")).toBeVisible();
});

test("each product shows its picture; the search box filters by name", async ({
  page,
}) => {
  await openEditor(page);
  const summaries = page.locator("details > summary");
  await expect(
    summaries.first().getByTestId("product-thumbnail"),
  ).toHaveJSProperty("complete", true);
  expect(
    await summaries
      .first()
      .getByTestId("product-thumbnail")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  const count = await summaries.count();
  const name = (await summaries.nth(1).textContent())!.replace("▸", "").trim();
  const search = page.getByRole("searchbox", {
    name: "Find a product by name",
  });
  await search.fill(name.toUpperCase());
  await expect(page.getByText(`Showing 1 of ${count} products.`)).toBeVisible();
  await expect(summaries.filter({ visible: true })).toHaveCount(1);
  await expect(summaries.filter({ visible: true })).toContainText(name);
  await search.fill("no soap is called this");
  await expect(
    page.getByText("No product’s name contains “no soap is called this”."),
  ).toBeVisible();
  await expect(summaries.filter({ visible: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear the search" }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("");
  await expect(summaries.filter({ visible: true })).toHaveCount(count);
});

test("the admin screen has no banner; Save stays in reach while an ingredient is edited", async ({
  page,
}, testInfo) => {
  const banner = "Stacked Aleppo soap bars between laurel and olive branches";
  await page.goto("/home");
  await expect(page.getByRole("img", { name: banner })).toBeVisible();
  await openEditor(page);
  await expect(page.getByRole("img", { name: banner })).toHaveCount(0);

  await page.locator("details > summary").first().click();
  const amount = page
    .locator("details")
    .first()
    .getByLabel("Amount of ingredient 1");
  await amount.click();
  await page.keyboard.type("5");
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );
  const save = toolbar(page).getByRole("button", { name: "Save to Database" });
  await expect(save).toBeInViewport();
  const field = (await amount.boundingBox())!;
  const bar = (await toolbar(page).boundingBox())!;
  if (isPhone(testInfo.project.name)) {
    // A bar at the bottom of the screen, above the field, not over it.
    const height = page.viewportSize()!.height;
    expect(Math.round(bar.y + bar.height)).toBeLessThanOrEqual(height);
    expect(bar.y + bar.height).toBeGreaterThan(height - 2);
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
    // The amount box leaves the name its room.
    const name = page
      .locator("details")
      .first()
      .getByLabel("Ingredient 1", { exact: true });
    expect((await name.boundingBox())!.width).toBeGreaterThan(field.width * 2);
  } else {
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  }
});
