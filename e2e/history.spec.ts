import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { catalogue, unique } from "./support/catalog";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** Saves the catalogue with its first product renamed, as the editor's Save does. */
async function saveRenamed(page: Page, name: string) {
  const { etag, list } = await catalogue(page);
  const res = await page.request.put("/api/products", {
    data: list.map((p, i) => (i === 0 ? { ...p, name } : p)),
    headers: { "if-match": etag },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("catalogue history", () => {
  test("two saves, then a restore brings the first list back, marked as restored, and Undo brings the second back", async ({
    page,
    catalogBefore: before,
    me: { email: editor },
  }) => {
    const version = (await catalogue(page)).etag.replace(/"/g, "");
    const first = unique("First save");
    const second = unique("Second save");
    await saveRenamed(page, first);
    await saveRenamed(page, second);

    await page.goto("/history");
    await expect(
      page.getByRole("heading", { level: 1, name: "Catalogue history" }),
    ).toBeVisible();
    const newest = page.getByRole("article").first();
    await expect(newest).toContainText("Current");
    await expect(newest).toContainText(`by ${editor}`);
    await expect(newest).toContainText(`Renamed: ${first} → ${second}`);

    const original = page.locator(`article[data-version="${version}"]`);
    await original.getByRole("button", { name: "Show products" }).click();
    // The version's products, below its summary of changes.
    await expect(
      original.getByRole("list").last().getByRole("listitem").first(),
    ).toContainText(before[0]!.name);
    const current = await newest.getAttribute("data-version");
    await original
      .getByRole("button", { name: "Restore this version" })
      .click();
    await page.getByRole("button", { name: "Restore", exact: true }).click();
    // The message offers Undo at once; the new version says what it restored.
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(`Version ${version} is restored. Undo`);
    await expect(page.getByRole("article").first()).toContainText(
      `Restored from version ${version}`,
    );
    expect((await catalogue(page)).list.map((p) => p.name)).toEqual(
      before.map((p) => p.name),
    );
    // One check of the screen at its fullest: a version's products shown, the message with Undo.
    await expectNoAxeViolations(page);

    // Undo restores the version that was current before: the second save.
    await status.getByRole("button", { name: "Undo" }).click();
    await expect(status).toHaveText(`Version ${current} is restored. Undo`);
    await expect(page.getByRole("article").first()).toContainText(
      `Restored from version ${current}`,
    );
    // That the public pages follow a restore is proved in
    // app/api/products/history/[version]/restore/route.test.ts.
    expect((await catalogue(page)).list[0]!.name).toBe(second);
  });
});
