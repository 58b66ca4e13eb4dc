import { catalogue, makeDraft } from "./support/catalog";
import { chooseFromManage } from "./support/menu";
import { isPhone } from "./support/pages";
import { expect, test } from "./support/test";

/**
 * No GET discards data: the Manage menu's commands reach the editor through
 * the tab's storage, never the address, and a Fetch asks before replacing an
 * unsaved draft however the editor was reached.
 */
test.describe("Manage menu commands", () => {
  test.use({ signedInAs: "editor" });

  test("a link from another site to /addProducts?command=fetch leaves an unsaved draft alone", async ({
    page,
    baseURL,
  }) => {
    const text = `Draft ${Date.now().toString(36)}`;
    await makeDraft(page, text);
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
    await expect(
      page.locator("details[open]").first().getByLabel("Description"),
    ).toHaveValue(text);
    expect(reads).toEqual([]);
  });

  test(
    "Fetch from another page asks before replacing an unsaved draft",
    { tag: "@phone" },
    async ({ page }, info) => {
      const text = `Draft ${Date.now().toString(36)}`;
      await makeDraft(page, text);
      await page.goto("/home");
      await chooseFromManage(
        page,
        isPhone(info.project.name),
        "Fetch from Database",
      );
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
      await expect(
        page.locator("details[open]").first().getByLabel("Description"),
      ).toHaveValue(text);
    },
  );

  test(
    "Save from the menu with nothing changed writes nothing and says so",
    { tag: "@phone" },
    async ({ page }, info) => {
      const versions = async () => {
        const res = await page.request.get("/api/products/history");
        expect(res.ok()).toBe(true);
        return ((await res.json()) as unknown[]).length;
      };
      const kept = await versions();
      const { etag } = await catalogue(page);
      await page.goto("/home");
      await chooseFromManage(
        page,
        isPhone(info.project.name),
        "Save to Database",
      );
      await expect(page).toHaveURL(/\/addProducts$/);
      const toolbar = page.getByRole("region", { name: "Database" });
      const said = toolbar.getByText("Nothing to save", { exact: true });
      await expect(said).toBeVisible();
      // The page's own Save says the same (after another message).
      await toolbar
        .getByRole("button", { name: "Fetch from Database" })
        .click();
      await expect(said).toBeHidden();
      await toolbar.getByRole("button", { name: "Save to Database" }).click();
      await expect(said).toBeVisible();
      expect((await catalogue(page)).etag).toBe(etag);
      expect(await versions()).toBe(kept);
    },
  );
});
