import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { workerDataDirs } from "./servers";

let counter = 0;

/** A name no other test, project or earlier run uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`;
}

/** Runs `work` while no other worker or project holds the lock `name`. */
export async function withLock<T>(
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const lock = path.join(workerDataDirs[0]!, `${name}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The likes a product has now, according to the API. */
export async function likesOf(page: Page, id: string): Promise<number> {
  const res = await page.request.get("/api/products");
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { id: string; likes: number }[];
  const product = list.find((p) => p.id === id);
  expect(product).toBeDefined();
  return product!.likes;
}

export type Listed = { id: string; name: string; likes?: number };

/** The catalogue as GET /api/products answers it, with its version. */
export async function catalogue(page: Page) {
  const res = await page.request.get("/api/products");
  expect(res.ok()).toBe(true);
  return { etag: res.headers().etag!, list: (await res.json()) as Listed[] };
}

/** Opens the editor and edits the first product's description: an unsaved draft. */
export async function makeDraft(page: Page, text: string) {
  await page.goto("/addProducts");
  await page.locator("summary").first().click();
  await page
    .locator("details[open]")
    .first()
    .getByLabel("Description")
    .fill(text);
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );
}

/** Unfolds the form of the product `name` in the open editor; answers the form. */
export async function openProduct(page: Page, name: string) {
  const product = page
    .locator("details")
    .filter({ has: page.getByText(name, { exact: true }) });
  await product.locator("summary").click();
  await expect(product.getByLabel("Amount of ingredient 1")).toBeVisible();
  return product;
}

/** Adds a product in the editor through its button; answers the new (open) form. */
export async function addProductForm(page: Page) {
  await page.getByRole("button", { name: "Add a product" }).click();
  const form = page
    .locator("details[open]")
    .filter({ hasText: "Untitled product" })
    .last();
  await expect(form.getByLabel("Name")).toBeFocused();
  return form;
}

/** Adds a product with two ingredients through the form; answers its name. */
export async function addProduct(page: Page, name = unique("Test soap")) {
  const form = await addProductForm(page);
  await form.getByLabel("Name").fill(name);
  const product = page
    .locator("details")
    .filter({ has: page.getByText(name, { exact: true }) });
  await product.getByLabel("Subtitle").fill("For testing");
  await product.getByLabel("Description").fill("Made by the end-to-end tests.");
  // Artworks and paths wait behind a disclosure: the default is a photo.
  await product
    .getByText("Use a picture from the site or an address instead")
    .click();
  await product
    .getByLabel("Artwork")
    .selectOption("/images/products/laurel-30.svg");
  await expect(product.getByLabel("Image path on this site")).toHaveValue(
    "/images/products/laurel-30.svg",
  );
  await expect(
    product.getByRole("img", { name: "Preview of the image" }),
  ).toHaveAttribute("src", "/images/products/laurel-30.svg");
  await product.getByRole("button", { name: "Add an ingredient" }).click();
  await product.getByRole("button", { name: "Add an ingredient" }).click();
  await product
    .getByLabel("Ingredient 1", { exact: true })
    .fill("Olive oil (% of oils)");
  await product.getByLabel("Amount of ingredient 1").fill("70");
  await product
    .getByLabel("Ingredient 2", { exact: true })
    .fill("Laurel-berry oil (% of oils)");
  await product.getByLabel("Amount of ingredient 2").fill("30");
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );
  return name;
}
