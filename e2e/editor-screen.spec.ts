import { expect, test, type Locator, type Page } from "./support/test";
import { addProductForm } from "./support/catalog";
import { isPhone } from "./support/pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });
const summaries = (page: Page) => page.locator("details > summary");
const banner = "Stacked Aleppo soap bars between laurel and olive branches";

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

/** Each shown row's name: whole (not cut short, not under the move buttons) and in at most two lines. */
async function expectWholeNames(page: Page, atLeast: number) {
  const rows = page.locator("details > summary").filter({ visible: true });
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i++) {
    const name = rows.nth(i).locator("[data-product-name]");
    const shown = await name.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()].map((r) => Math.round(r.top));
      const controls = el
        .closest("li")!
        .querySelector("[aria-label^='Move']")!
        .getBoundingClientRect();
      return {
        clipped:
          el.scrollWidth > el.clientWidth ||
          getComputedStyle(el).textOverflow === "ellipsis",
        twoLinesAtMost: new Set(lines).size <= 2,
        clearOfControls: el.getBoundingClientRect().right <= controls.left,
      };
    });
    expect(shown, String(await name.textContent())).toEqual({
      clipped: false,
      twoLinesAtMost: true,
      clearOfControls: true,
    });
  }
}

test(
  "the editor's screen: no banner, a one-row save bar in reach while a field is edited, whole names and pictures, search by name, a failed save's field in full view",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    const bar = toolbar(page);
    const save = bar.getByRole("button", { name: "Save to Database" });

    await test.step("the admin screen has no banner", async () => {
      await page.goto("/home");
      await expect(page.getByRole("img", { name: banner })).toBeVisible();
      await page.goto("/addProducts");
      await expect(summaries(page).first()).toBeVisible();
      await expect(page.getByRole("img", { name: banner })).toHaveCount(0);
    });

    await test.step("the save bar keeps one row, its status beside the buttons, after a save", async () => {
      const fetch = bar.getByRole("button", { name: "Fetch from Database" });
      // Without edits Save writes nothing, and its status takes the same place.
      await save.click();
      await expect(bar.getByRole("status")).toHaveText("Nothing to save");
      const [saveBox, fetchBox, statusBox, barBox] = await Promise.all(
        [save, fetch, bar.getByRole("status"), bar].map(
          async (l) => (await l.boundingBox())!,
        ),
      );
      // One row: the buttons side by side, the status to their right, level with them.
      expect(saveBox.y).toBeCloseTo(fetchBox.y, 0);
      expect(statusBox.x).toBeGreaterThanOrEqual(saveBox.x + saveBox.width);
      expect(statusBox.y).toBeLessThan(saveBox.y + saveBox.height);
      expect(statusBox.y + statusBox.height).toBeGreaterThan(saveBox.y);
      expect(barBox.height).toBeLessThan(saveBox.height * 2);
      await expect(bar.getByTestId("unsaved-marker")).toHaveText(
        "No unsaved changes",
      );
    });

    await test.step("each row shows its picture and the product's whole name, in the list and in search results", async () => {
      const thumbnail = summaries(page)
        .first()
        .getByTestId("product-thumbnail");
      await expect(thumbnail).toHaveJSProperty("complete", true);
      expect(
        await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      const products = (await (
        await page.request.get("/api/products")
      ).json()) as { name: string; subtitle: string }[];
      const bars = products.filter((p) =>
        /^Aleppo soap, \d+% laurel oil$/.test(p.name),
      );
      expect(bars.length).toBeGreaterThanOrEqual(5);
      await expectWholeNames(page, products.length);
      const search = page.getByRole("searchbox", {
        name: "Find a product by name",
      });
      await search.fill("laurel oil");
      await expect(
        page.getByText(new RegExp(`^Showing ${bars.length} of `)),
      ).toBeVisible();
      const shown = summaries(page).filter({ visible: true });
      await expect(shown.locator("[data-product-name]")).toHaveText(
        bars.map((p) => p.name),
      );
      for (const [i, soap] of bars.entries())
        await expect(shown.nth(i).getByText(soap.subtitle)).toBeVisible();
      await expectWholeNames(page, bars.length);

      // Case does not matter; a name nothing has says so.
      const name = bars[1]!.name;
      await search.fill(name.toUpperCase());
      await expect(
        page.getByText(`Showing 1 of ${products.length} products.`),
      ).toBeVisible();
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText(name);
      await search.fill("no soap is called this");
      await expect(
        page.getByText("No product’s name contains “no soap is called this”."),
      ).toBeVisible();
      await expect(shown).toHaveCount(0);
      await page.getByRole("button", { name: "Clear the search" }).click();
      await expect(search).toBeFocused();
      await expect(search).toHaveValue("");
      await expect(shown).toHaveCount(products.length);
    });

    await test.step("Save stays in reach while an ingredient is edited", async () => {
      await summaries(page).first().click();
      const amount = page
        .locator("details")
        .first()
        .getByLabel("Amount of ingredient 1");
      await amount.click();
      await page.keyboard.type("5");
      await expect(page.getByTestId("unsaved-marker")).toHaveText(
        "Unsaved changes",
      );
      await expect(save).toBeInViewport();
      const field = (await amount.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      if (phone) {
        // A bar at the bottom of the screen, above the field, not over it.
        const height = page.viewportSize()!.height;
        expect(Math.round(barBox.y + barBox.height)).toBeLessThanOrEqual(
          height,
        );
        expect(barBox.y + barBox.height).toBeGreaterThan(height - 2);
        expect(field.y + field.height).toBeLessThanOrEqual(barBox.y);
        // The amount box leaves the name its room.
        const name = page
          .locator("details")
          .first()
          .getByLabel("Ingredient 1", { exact: true });
        expect((await name.boundingBox())!.width).toBeGreaterThan(
          field.width * 2,
        );
      } else {
        expect(field.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      }
    });

    await test.step("a failed save puts focus on the first field in error, in full view", async () => {
      const form = await addProductForm(page);
      // Away from the new product, so the field must be brought into view.
      await page.evaluate(() => window.scrollTo(0, 0));
      await save.click();
      const field = form.getByLabel("Name");
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expectClearOfToolbar(page, field, phone);
    });
  },
);
