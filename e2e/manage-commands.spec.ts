import { catalogue, makeDraft } from "./support/catalog";
import { chooseFromManage } from "./support/menu";
import { expect, test, type Page } from "./support/test";

/**
 * No GET discards data: the Manage menu's commands reach the editor through
 * the tab's storage, never the address, and a Fetch asks before replacing an
 * unsaved draft however the editor was reached.
 */
test.use({ signedInAs: "editor" });

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });
const nothingToSave = (page: Page) =>
  toolbar(page).getByText("Nothing to save", { exact: true });

/** How many versions the catalogue's history holds. */
async function versions(page: Page) {
  const res = await page.request.get("/api/products/history");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as unknown[]).length;
}

test("an unsaved draft: a link from another site fetches nothing, and Fetch from another page asks before replacing it", async ({
  page,
  baseURL,
}) => {
  const text = `Draft ${Date.now().toString(36)}`;
  const description = page
    .locator("details[open]")
    .first()
    .getByLabel("Description");
  await makeDraft(page, text);

  await test.step("a link from another site to /addProducts?command=fetch leaves an unsaved draft alone", async () => {
    const reads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/products") reads.push(r.url());
    });
    await page.route("http://elsewhere.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<a href="${baseURL}/addProducts?command=fetch">Free soap</a>`,
      }),
    );
    await page.goto("http://elsewhere.example/");
    await page.getByRole("link", { name: "Free soap" }).click();
    await expect(page).toHaveURL(/\/addProducts\?command=fetch$/);
    await expect(page.getByTestId("unsaved-marker")).toHaveText(
      "Unsaved changes",
    );
    await page.waitForLoadState("networkidle");
    await page.locator("summary").first().click();
    await expect(description).toHaveValue(text);
    expect(reads).toEqual([]);
  });

  await test.step("Fetch from another page asks before replacing an unsaved draft", async () => {
    await page.goto("/home");
    await chooseFromManage(page, false, "Fetch from Database");
    await expect(page).toHaveURL(/\/addProducts$/);
    const dialog = page.getByRole("dialog", {
      name: "Discard your unsaved edits?",
    });
    await expect(
      dialog.getByText(/Your unsaved edits will be lost/),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("unsaved-marker")).toHaveText(
      "Unsaved changes",
    );
    await page.locator("summary").first().click();
    await expect(description).toHaveValue(text);
  });
});

test("Save from the menu with nothing changed writes nothing and says so", async ({
  page,
}) => {
  const kept = await versions(page);
  const { etag } = await catalogue(page);
  await page.goto("/home");
  await chooseFromManage(page, false, "Save to Database");
  await expect(page).toHaveURL(/\/addProducts$/);
  await expect(nothingToSave(page)).toBeVisible();
  // The page's own Save says the same (after another message).
  await toolbar(page)
    .getByRole("button", { name: "Fetch from Database" })
    .click();
  await expect(nothingToSave(page)).toBeHidden();
  await toolbar(page).getByRole("button", { name: "Save to Database" }).click();
  await expect(nothingToSave(page)).toBeVisible();
  expect((await catalogue(page)).etag).toBe(etag);
  expect(await versions(page)).toBe(kept);
});

test(
  "at phone size, the Manage menu in the phone's menu sends Save to the editor",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/home");
    await chooseFromManage(page, true, "Save to Database");
    await expect(page).toHaveURL(/\/addProducts$/);
    await expect(nothingToSave(page)).toBeVisible();
  },
);
