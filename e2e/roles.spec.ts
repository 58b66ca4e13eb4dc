import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress, signIn } from "./support/accounts";
import { ADMIN, newAccount } from "./support/editors";

/** The Editors screen's row for one account. */
const row = (page: Page, email: string) =>
  page.getByRole("list", { name: "Accounts" }).getByRole("listitem").filter({
    hasText: email,
  });

/**
 * The confirmation dialog, once its title names the account; its panel and
 * buttons fit the screen (375 px on a phone). Returns its confirm button.
 */
async function confirmation(page: Page, title: string, confirm: string) {
  const dialog = page.getByRole("dialog");
  const heading = dialog.getByRole("heading", { name: title });
  await expect(heading).toBeVisible();
  // Fully in (the dialog then puts focus on Cancel), before keys are pressed.
  await expect(dialog.locator("[data-entered]")).toHaveCount(1);
  const button = dialog.getByRole("button", { name: confirm, exact: true });
  const width = page.viewportSize()!.width;
  for (const part of [
    heading,
    button,
    dialog.getByRole("button", { name: "Cancel" }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  return button;
}

/** Our own row: marked "(you)", with nothing to demote or disable ourselves. */
async function expectOwnRowUnchangeable(page: Page, email: string) {
  const mine = row(page, email);
  await expect(mine.getByText("(you)", { exact: true })).toBeVisible();
  await expect(
    mine.getByText(
      "Only an editor marked “Always an editor” can take your role or disable your account.",
    ),
  ).toBeVisible();
  await expect(mine).toContainText("Editor");
  await expect(mine.getByRole("button")).toHaveCount(0);
}

// What each change does on the server (a promoted member's open session can save; a demoted or
// disabled account's sessions end; a disabled account cannot sign in; a member's writes are
// refused; only the owner takes an editor's role): app/api/accounts/route.test.ts,
// app/api/accounts/takeover.test.ts, lib/account/auth/session.test.ts,
// app/api/products/route.test.ts. What a member sees: accounts.spec.ts.
test.describe("an editor", () => {
  test.use({ signedInAs: "editor" });

  test("an editor opens Editors from Manage and promotes a member after confirming; the owner, itself and another editor it cannot change", async ({
    page,
    me: { email: me },
  }) => {
    const { email: member } = await newAccount("member");
    await page.goto("/home");
    await page.getByRole("button", { name: "Manage" }).click();
    await expect(page.getByRole("menuitem")).toHaveText([
      "Add/Edit Products",
      "Fetch from Database",
      "Save to Database",
      /^Messages/,
      "Orders",
      "Catalogue history",
      "Gallery",
      "Editors",
      "Shop details",
      "Page texts",
      "Visits",
      "Change password",
    ]);
    await page.getByRole("menuitem", { name: "Editors" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Editors" }),
    ).toBeVisible();
    // The configured owner cannot be changed here, nor given a reset link by another editor.
    const owner = row(page, ADMIN.email);
    await expect(owner).toContainText(
      "Always an editor (set in the site's settings)",
    );
    await expect(owner.getByRole("button")).toHaveCount(0);
    await expectOwnRowUnchangeable(page, me);

    const theirs = row(page, member);
    await expect(theirs).toContainText("Member");
    await theirs.getByRole("button", { name: "Make editor" }).click();
    await (
      await confirmation(page, `Make ${member} an editor?`, "Make editor")
    ).click();
    await expect(theirs).toContainText("Editor");
    // Said in words too, not only by the badge.
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
      `${member} is now an editor`,
    );
    // Another editor's role is the owner's to take back, not ours.
    await expect(theirs.getByRole("button")).toHaveCount(0);
    await expect(theirs).toContainText(
      "Only an editor marked “Always an editor” can take this role back or disable the account.",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("the owner", () => {
  test.use({ signedInAs: "admin" });

  test("the owner takes an editor's role back by keyboard, Cancel first; a member it disables is told so at sign-in", async ({
    page,
  }) => {
    const { email: editor } = await newAccount("editor");
    const { email: member } = await newAccount("member");
    await page.goto("/editors");

    await test.step("taking the role back asks first; focus starts on Cancel, so Enter changes nothing", async () => {
      const makeMember = row(page, editor).getByRole("button", {
        name: "Make member",
      });
      await makeMember.focus();
      await page.keyboard.press("Enter");
      const title = `Take the editor role from ${editor}?`;
      const confirm = await confirmation(page, title, "Make member");
      const cancel = page
        .getByRole("dialog")
        .getByRole("button", { name: "Cancel" });
      await expect(cancel).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(makeMember).toBeFocused();
      await expect(row(page, editor)).toContainText("Editor");

      await page.keyboard.press("Enter");
      await confirmation(page, title, "Make member");
      await expect(cancel).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(confirm).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        row(page, editor).getByRole("button", { name: "Make editor" }),
      ).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("status").first(),
      ).toHaveText(`${editor} is now a member`);
    });

    await test.step("disabling asks first, then the row says so", async () => {
      const theirs = row(page, member);
      await theirs.getByRole("button", { name: "Disable" }).click();
      await (await confirmation(page, `Disable ${member}?`, "Disable")).click();
      await expect(theirs).toContainText("Disabled");
      await expect(
        theirs.getByRole("button", { name: "Enable" }),
      ).toBeVisible();
    });

    await test.step("the disabled account is told why it cannot sign in", async () => {
      // This browser now belongs to the member: signed out first.
      await page.context().clearCookies();
      await presentOwnAddress(page);
      await page.goto("/login");
      await signIn(page, member);
      await expect(
        page.getByText(
          "The user account has been disabled by an administrator.",
        ),
      ).toBeVisible();
    });
  });
});
