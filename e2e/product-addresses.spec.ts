import { slugOf } from "../lib/products/slug";
import { expect, test, type Page } from "./support/test";
import { addProduct, unique } from "./support/catalog";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const status = (page: Page) =>
  page.getByRole("region", { name: "Database" }).getByRole("status");

async function save(page: Page) {
  await page.getByRole("button", { name: "Save to Database" }).click();
  await expect(status(page)).toHaveText(/^Saved \d+ products/);
}

const storedIds = async (page: Page) =>
  (
    (await (await page.request.get("/api/products")).json()) as { id: string }[]
  ).map((p) => p.id);

test("a new soap's address is read from its name, and stays when the name changes", async ({
  page,
  catalogBefore: before,
}) => {
  await page.goto("/addProducts");
  const name = unique("Olive Oil Soap");
  const slug = slugOf(name);
  expect(slug).toMatch(/^olive-oil-soap-[a-z0-9]+$/);
  await addProduct(page, name);
  await save(page);
  expect(await storedIds(page)).toEqual([...before.map((p) => p.id), slug]);

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Renamed later: the same address, now with the new name.
  await page.goto("/addProducts");
  await page.locator("summary").filter({ hasText: name }).click();
  const renamed = unique("Laurel Soap");
  await page.locator("details[open]").getByLabel("Name").fill(renamed);
  await save(page);
  expect(await storedIds(page)).toContain(slug);
  expect(await storedIds(page)).not.toContain(slugOf(renamed));
  const res = await page.goto(`/products/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: renamed }),
  ).toBeVisible();
});
