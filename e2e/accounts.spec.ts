import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  presentOwnAddress,
  showAccountControls,
  signIn,
} from "./support/accounts";
import { newAccount, PASSWORD, promote, uniqueEmail } from "./support/editors";

const TEXT = {
  exists: "The email address is already in use by another account.",
  wrongPassword:
    "The password is invalid or the user does not have a password.",
  unknownEmail: "This Email is not found. The user may have been deleted.",
};

const logout = (page: Page) => page.getByRole("button", { name: "Logout" });
const manage = (page: Page) => page.getByRole("button", { name: "Manage" });
const alert = (page: Page) => page.getByRole("main").getByRole("alert");
const signInTab = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("button", { name: "Sign in", exact: true })
    .first();

test.beforeEach(async ({ page }) => {
  await presentOwnAddress(page);
});

// The one sign-up and the one sign-in through the login page (other tests start from a saved
// sign-in, e2e/auth.setup.ts, or make their accounts through the API). What the server answers
// each case: app/api/auth/signup/route.test.ts, lib/account/identity/contract.test.ts; the
// admin pages' gate: app/proxy.test.ts; a return address off the site:
// lib/account/auth/callback-url.test.ts.
test("a visitor sees no account controls; the login form validates before sending and shows each error for its case", async ({
  page,
}) => {
  const password = page.getByLabel("Password");

  await test.step("visitors see no account controls and start no session request", async () => {
    const authCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/")) authCalls.push(r.url());
    });
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("navigation").first()).toBeAttached();
    await expect(logout(page)).toHaveCount(0);
    await expect(manage(page)).toHaveCount(0);
    expect(authCalls).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  await test.step("the form validates before sending", async () => {
    await page.getByLabel("Email").fill("not-an-email");
    await password.fill("12345");
    await password.blur();
    await expect(page.getByLabel("Email")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    // Signing in takes any existing password; only a new one needs 10 characters.
    await expect(page.getByText("Use at least 10 characters.")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
    await signInTab(page).click();
    await page
      .getByRole("main")
      .getByRole("button", { name: "Sign in" })
      .last()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
  });

  await test.step("each catalogue error is shown for its case", async () => {
    const { email: taken } = await newAccount("member");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Email").fill(taken.toUpperCase());
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(alert(page)).toHaveText(TEXT.exists);

    await signInTab(page).click();
    await expect(alert(page)).toHaveCount(0);
    await signIn(page, taken, "not-the-password");
    await expect(alert(page)).toHaveText(TEXT.wrongPassword);
    await signIn(page, uniqueEmail("nobody"), PASSWORD);
    await expect(alert(page)).toHaveText(TEXT.unknownEmail);
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });
});

test("a visitor signs up on the login page, is a member until promoted, signs out and signs in again; the session survives a reload", async ({
  page,
}) => {
  const email = uniqueEmail();

  await test.step("sign-up shows a pending state, then a new account is a member", async () => {
    await page.goto("/login");
    // Hold the sign-up answer back to see the pending state.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/signup", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    const busy = page.getByRole("button", { name: "Creating your account…" });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/addProducts$/);
    // A new account is a member until an editor gives it access.
    await expect(
      page.getByText(
        "Your account cannot edit the catalogue yet; an editor can give you access.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Save to Database" }),
    ).toHaveCount(0);
    await expect(logout(page)).toBeVisible();
    await expect(manage(page)).toHaveCount(0);
  });

  await test.step("the session cookie is httpOnly; the browser keeps only the safe fields", async () => {
    const session = (await page.context().cookies()).find((c) =>
      c.name.endsWith("halabi.session"),
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const hint = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("userData") ?? "null"),
    );
    expect(Object.keys(hint).sort()).toEqual([
      "email",
      "expiresAt",
      "id",
      "role",
    ]);
    expect(hint).toMatchObject({ email, role: "member" });
    expect(await (await page.request.get("/api/auth/session")).json()).toEqual(
      hint,
    );
  });

  await test.step("promoted, the account finds the editor and Manage after a reload", async () => {
    await promote(email);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Manage products",
    );
    await expect(manage(page)).toBeVisible();
  });

  await test.step("logout ends the session", async () => {
    await logout(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(logout(page)).toHaveCount(0);
    expect(
      (await page.context().cookies()).filter((c) =>
        c.name.includes("halabi.session"),
      ),
    ).toEqual([]);
  });

  await test.step("the editor sends a visitor to sign in, which brings them back", async () => {
    await presentOwnAddress(page);
    await page.goto("/addProducts");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2FaddProducts$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/addProducts$/);
    await expect(logout(page)).toBeVisible();
  });
});

test.describe("signed in as an editor", () => {
  test.use({ signedInAs: "editor" });

  // At desktop size the header's Manage opens and leads to a screen in roles.spec.ts; its
  // closing and keys are Headless UI's, the same at any size: here, in the phone's menu.
  test(
    "in the phone's menu, the Manage dropdown opens, closes, and answers the keyboard",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.goto("/ourmission");
      await showAccountControls(page, true);
      // On a phone, the account's controls live in the open menu.
      await expect(logout(page)).toBeVisible();
      const button = manage(page);
      const items = page.getByRole("menuitem");

      // Its items are roles.spec's (the editor's Manage at desktop size).
      await button.click();
      await expect(items).toHaveCount(12);
      await button.click();
      await expect(items).toHaveCount(0);

      await button.click();
      await expect(items).toHaveCount(12);
      // A click outside the menu, in the margin beside it (the menu and Logout below it fill
      // the open panel).
      const viewport = page.viewportSize()!;
      const menuBox = (await page.getByRole("menu").boundingBox())!;
      await page.mouse.click(
        viewport.width - 6,
        menuBox.y + menuBox.height / 2,
      );
      await expect(items).toHaveCount(0);

      await button.click();
      await expect(items).toHaveCount(12);
      await page.keyboard.press("Escape");
      await expect(items).toHaveCount(0);
      await expect(button).toBeFocused();

      // Headless UI keeps focus on the menu and points at the active item.
      const menu = page.getByRole("menu");
      const active = async (n: number) =>
        expect(menu).toHaveAttribute(
          "aria-activedescendant",
          (await items.nth(n).getAttribute("id"))!,
        );
      await page.keyboard.press("Enter");
      await expect(menu).toBeFocused();
      await active(0);
      await page.keyboard.press("ArrowDown");
      await active(1);
      await page.keyboard.press("Enter");
      // Fetch from Database leads to the editor, which picks the command up.
      await expect(page).toHaveURL(/\/addProducts$/);
    },
  );
});
