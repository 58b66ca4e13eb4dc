import { expect, test, type Browser, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signIn } from "./support/accounts";
import { ADMIN, newAccount, savedSession } from "./support/editors";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

/** The current catalogue and its version, as the API gives them. */
async function catalogue(page: Page) {
  const res = await page.request.get("/api/products");
  expect(res.ok()).toBe(true);
  return { etag: res.headers().etag!, list: await res.json() };
}

/** Saves the list unchanged: only an editor may. */
const saveAsIs = async (page: Page) => {
  const { etag, list } = await catalogue(page);
  return page.request.put("/api/products", {
    data: list,
    headers: { "if-match": etag },
  });
};

/** A new member, signed in in a browser of its own. */
async function memberIn(browser: Browser, baseURL: string | undefined) {
  const { email, state } = await newAccount("member");
  const context = await browser.newContext({ baseURL, storageState: state });
  return { context, page: await context.newPage(), email };
}

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

test.describe("a member", () => {
  test.use({ signedInAs: "member" });

  test(
    "a member is told plainly it cannot edit, sees Logout but no Manage, and its writes are refused",
    { tag: "@phone" },
    async ({ page }, info) => {
      await page.goto("/addProducts");
      await expect(
        page.getByText(
          "Your account cannot edit the catalogue yet; an editor can give you access.",
        ),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: "Save to Database" }),
      ).toHaveCount(0);
      await openMenuIfPhone(page, isPhone(info.project.name));
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Manage" })).toHaveCount(0);

      const before = await catalogue(page);
      const put = await page.request.put("/api/products", {
        data: [],
        headers: { "if-match": before.etag },
      });
      expect(put.status()).toBe(403);
      expect((await put.json()).error).toMatch(/an editor can give you access/);
      expect((await catalogue(page)).etag).toBe(before.etag);
      expect((await page.request.get("/api/accounts")).status()).toBe(403);
      await expectNoAxeViolations(page);
    },
  );
});

test.describe("an editor", () => {
  test.use({ signedInAs: "editor" });

  test("an editor promotes a member on the Editors screen; the member's open session can then save; only the owner takes the role back", async ({
    page,
    browser,
    baseURL,
    me: { email: me },
  }, info) => {
    const member = await memberIn(browser, baseURL);
    await page.goto("/home");
    await openMenuIfPhone(page, isPhone(info.project.name));
    await page.getByRole("button", { name: "Manage" }).click();
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

    const theirs = row(page, member.email);
    await expect(theirs).toContainText("Member");
    expect((await saveAsIs(member.page)).status()).toBe(403);
    await theirs.getByRole("button", { name: "Make editor" }).click();
    await (
      await confirmation(page, `Make ${member.email} an editor?`, "Make editor")
    ).click();
    await expect(theirs).toContainText("Editor");
    // Said in words too, not only by the badge.
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
      `${member.email} is now an editor`,
    );
    expect((await saveAsIs(member.page)).status()).toBe(200);
    // Another editor's role is the owner's to take back, not ours.
    await expect(theirs.getByRole("button")).toHaveCount(0);
    await expect(theirs).toContainText(
      "Only an editor marked “Always an editor” can take this role back or disable the account.",
    );
    await expectNoAxeViolations(page);

    // The owner's Editors screen.
    const ownerPage = await (
      await browser.newContext({
        baseURL,
        storageState: savedSession("admin").state,
      })
    ).newPage();
    await ownerPage.goto("/editors");
    const ownersView = row(ownerPage, member.email);

    // Taking the role back asks first, by keyboard too: focus starts on
    // Cancel, so Enter changes nothing.
    const makeMember = ownersView.getByRole("button", { name: "Make member" });
    await makeMember.focus();
    await ownerPage.keyboard.press("Enter");
    const confirm = await confirmation(
      ownerPage,
      `Take the editor role from ${member.email}?`,
      "Make member",
    );
    const cancel = ownerPage
      .getByRole("dialog")
      .getByRole("button", { name: "Cancel" });
    await expect(cancel).toBeFocused();
    await ownerPage.keyboard.press("Enter");
    await expect(ownerPage.getByRole("dialog")).toHaveCount(0);
    await expect(makeMember).toBeFocused();
    expect(
      await member.page.request.get("/api/auth/session").then((r) => r.json()),
    ).toMatchObject({ email: member.email, role: "editor" });

    // Confirmed, it signs them out at once.
    await ownerPage.keyboard.press("Enter");
    await confirmation(
      ownerPage,
      `Take the editor role from ${member.email}?`,
      "Make member",
    );
    await expect(cancel).toBeFocused();
    await ownerPage.keyboard.press("Shift+Tab");
    await expect(confirm).toBeFocused();
    await ownerPage.keyboard.press("Enter");
    await expect(
      ownersView.getByRole("button", { name: "Make editor" }),
    ).toBeVisible();
    await expect(
      ownerPage.getByRole("main").getByRole("status").first(),
    ).toHaveText(`${member.email} is now a member`);
    expect((await saveAsIs(member.page)).status()).toBe(401);
    expect(
      await member.page.request.get("/api/auth/session").then((r) => r.json()),
    ).toEqual({});
    await ownerPage.context().close();
    await member.context.close();
  });

  test("disabling an account ends its session and stops it signing in", async ({
    page,
    browser,
    baseURL,
    me: { email: me },
  }) => {
    const member = await memberIn(browser, baseURL);
    await page.goto("/editors");
    await expectOwnRowUnchangeable(page, me);
    const theirs = row(page, member.email);
    await theirs.getByRole("button", { name: "Disable" }).click();
    await (
      await confirmation(page, `Disable ${member.email}?`, "Disable")
    ).click();
    await expect(theirs).toContainText("Disabled");
    await expect(theirs.getByRole("button", { name: "Enable" })).toBeVisible();
    expect(
      await member.page.request.get("/api/auth/session").then((r) => r.json()),
    ).toEqual({});

    await member.page.goto("/login");
    await signIn(member.page, member.email);
    await expect(
      member.page.getByText(
        "The user account has been disabled by an administrator.",
      ),
    ).toBeVisible();
    await member.context.close();
  });
});
