import { expect, test, type Page } from "./support/test";
import { isPhone } from "./support/pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });

async function openEditor(page: Page) {
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
    form.getByText("Add a photo: choose a file or drop it in the box below."),
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
  await form
    .getByText("Use a picture from the site or an address instead")
    .click();
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
  const name = (await summaries
    .nth(1)
    .locator("[data-product-name]")
    .textContent())!.trim();
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

test(
  "the admin screen has no banner; Save stays in reach while an ingredient is edited",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
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
    const save = toolbar(page).getByRole("button", {
      name: "Save to Database",
    });
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
      expect((await name.boundingBox())!.width).toBeGreaterThan(
        field.width * 2,
      );
    } else {
      expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    }
  },
);

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
  "each row shows the product's whole name and its subtitle, in the list and in search results",
  { tag: "@phone" },
  async ({ page }) => {
    await openEditor(page);
    const products = (await (
      await page.request.get("/api/products")
    ).json()) as {
      name: string;
      subtitle: string;
    }[];
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
    const shown = page.locator("details > summary").filter({ visible: true });
    await expect(shown.locator("[data-product-name]")).toHaveText(
      bars.map((p) => p.name),
    );
    for (const [i, bar] of bars.entries())
      await expect(shown.nth(i).getByText(bar.subtitle)).toBeVisible();
    await expectWholeNames(page, bars.length);
  },
);

test(
  "the save bar keeps one row, its status beside the buttons, after a save",
  { tag: "@phone" },
  async ({ page }) => {
    await openEditor(page);
    const bar = toolbar(page);
    const save = bar.getByRole("button", { name: "Save to Database" });
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
  },
);
