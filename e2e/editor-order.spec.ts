import { expect, test, type Page } from "./support/test";
import { chooseFromManage } from "./support/menu";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

type Stored = { id: string; name: string; ingredients: { name: string }[] };

async function stored(page: Page): Promise<Stored[]> {
  const res = await page.request.get("/api/products");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Stored[];
}

const summaries = (page: Page) => page.locator("details > summary");
const announced = (page: Page, text: string) =>
  expect(page.locator("[aria-live=polite]").getByText(text)).toBeAttached();

/** The drag handle of one product (index in the list) or of one ingredient row. */
const productHandle = (page: Page, index: number) =>
  page.locator(`#product-${index}-item [data-drag-handle]`).first();

test("products and ingredients are reordered by buttons (one pressed as the editor appears) and by dragging; the saved order is the products page's order", async ({
  page,
  catalogBefore: before,
}) => {
  expect(before.length).toBeGreaterThanOrEqual(4);
  const [a, b, c, d] = before as [Stored, Stored, Stored, Stored];
  const count = before.length;
  // Manage → Add/Edit Products draws the editor in one React commit (the
  // server's HTML of /addProducts would have it before the page hydrates).
  await page.goto("/home");
  // The second product's Move up, pressed in the same task that draws the list, before React
  // has run that render's effects (as a tap can land just after the editor appears).
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const second = document.getElementById("product-1-move-up");
      if (!second) return;
      observer.disconnect();
      second.click();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await chooseFromManage(page, false, "Add/Edit Products");
  await expect(page).toHaveURL(/\/addProducts$/);

  // The moved product's button keeps the focus, even pressed as the editor appears.
  const up = page.getByRole("button", { name: `Move ${b.name} up` });
  await expect(up).toBeFocused();
  await announced(page, `${b.name} is now number 1 of ${count}.`);
  await expect(summaries(page).nth(0)).toContainText(b.name);
  // At the top, Move up does nothing and keeps focus.
  await page.keyboard.press("Enter");
  await expect(up).toBeFocused();
  await expect(up).toHaveAttribute("aria-disabled", "true");
  const down = page.getByRole("button", { name: `Move ${a.name} down` });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(down).toBeFocused();
  await announced(page, `${a.name} is now number 3 of ${count}.`);

  // Dragging: the fourth product onto the first place. Both stay in view:
  // a scroll between press and move would start the drag elsewhere.
  await page
    .locator("#product-0-item")
    .evaluate((li) => li.scrollIntoView({ block: "start" }));
  await productHandle(page, 3).dragTo(page.locator("#product-0-item"));
  await announced(page, `${d.name} is now number 1 of ${count}.`);
  const expected = [d, b, c, a, ...before.slice(4)];
  await expect(summaries(page)).toHaveText(
    expected.map((p) => new RegExp(escape(p.name))),
  );

  // Ingredients of the product now first: by button, then by dragging.
  const first = page.locator("#product-0-item details");
  await first.locator("summary").click();
  const ingredients = d.ingredients.map((i) => i.name);
  expect(ingredients.length).toBeGreaterThanOrEqual(2);
  const moveUp = first.getByRole("button", { name: "Move ingredient 2 up" });
  await moveUp.click();
  await expect(
    first.getByRole("button", { name: "Move ingredient 1 up" }),
  ).toBeFocused();
  await expect(first.getByLabel("Ingredient 1", { exact: true })).toHaveValue(
    ingredients[1]!,
  );
  await first
    .locator("#product-0-ingredient-0 [data-drag-handle]")
    .dragTo(first.locator("#product-0-ingredient-1"));
  await expect(first.getByLabel("Ingredient 1", { exact: true })).toHaveValue(
    ingredients[0]!,
  );
  await expect(first.getByLabel("Ingredient 2", { exact: true })).toHaveValue(
    ingredients[1]!,
  );
  await moveUp.click();

  await page.getByRole("button", { name: "Save to Database" }).click();
  await expect(page.getByText(`Saved ${count} products.`)).toBeVisible();
  const saved = await stored(page);
  expect(saved.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  expect(saved[0]!.ingredients.slice(0, 2).map((i) => i.name)).toEqual([
    ingredients[1],
    ingredients[0],
  ]);

  // The public grid follows the saved order.
  await expect(async () => {
    await page.goto("/products");
    const ids = await page
      .locator("article[data-product-id]")
      .evaluateAll((els) =>
        els.map((e) => (e as HTMLElement).dataset.productId),
      );
    expect(ids).toEqual(expected.map((p) => p.id));
  }).toPass();
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
