import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PASSWORD,
  signedInState,
  signInStatus,
  type Account,
} from "./support/editors";

const TEXT = {
  wrongCurrent: "This is not your current password.",
  tooShort: "Use at least 10 characters.",
  tooWeak:
    "This password is easy to guess. Make it longer with a few uncommon words, and avoid repeats (aaa), sequences (abc, 123), names and dates.",
  mismatch: "The two new passwords are not the same.",
  done: "Your password has been changed, and every other session of your account has ended. Use the new one the next time you sign in.",
  elsewhereDone:
    "Every other session of your account has ended. This browser stays signed in.",
};

const current = (page: Page) => page.getByLabel("Current password");
const fresh = (page: Page) => page.getByLabel("New password", { exact: true });
const repeat = (page: Page) => page.getByLabel("Repeat the new password");
const submit = (page: Page) =>
  page.getByRole("button", { name: "Change password" });

/**
 * Opens the screen once the header has confirmed the session: a person takes
 * longer to type than that check, which would otherwise cross the change.
 */
async function openSettled(page: Page) {
  await page.goto("/account/password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Change your password",
  );
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

async function fillForm(page: Page, was: string, next: string) {
  await current(page).fill(was);
  await fresh(page).fill(next);
  await repeat(page).fill(next);
}

test("visitors are sent to sign in first, and robots stay out", async ({
  request,
}) => {
  const res = await request.get("/account/password", { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()["location"]).toBe(
    "/login?callbackUrl=%2Faccount%2Fpassword",
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/account\/password$/m);
});

test.describe("signed in with an account of its own", () => {
  test.use({ signedInAs: "new member" });

  test("the form refuses a wrong current password and weak new ones", async ({
    page,
  }) => {
    await openSettled(page);
    await expect(page.getByText("This is your first sign-in")).toHaveCount(0);

    // The browser checks length and the repeat as soon as a field is left.
    await fresh(page).fill("laurel-1");
    await fresh(page).blur();
    await expect(page.getByText(TEXT.tooShort)).toBeVisible();
    await expect(fresh(page)).toHaveAttribute("aria-invalid", "true");
    await repeat(page).fill("laurel-2");
    await repeat(page).blur();
    await expect(page.getByText(TEXT.mismatch)).toBeVisible();

    await fillForm(page, "not-the-password", "cedar-press-1832");
    await submit(page).click();
    await expect(page.getByText(TEXT.wrongCurrent)).toBeVisible();
    await expect(current(page)).toBeFocused();
    await expect(current(page)).toHaveAttribute("aria-invalid", "true");

    // Only the server estimates strength.
    for (const weak of ["Password123", "1111111111", "abcdefghij"]) {
      await fillForm(page, PASSWORD, weak);
      await submit(page).click();
      await expect(page.getByText(TEXT.tooWeak)).toBeVisible();
      await expect(fresh(page)).toBeFocused();
    }
    await expectNoAxeViolations(page);

    await page.goto("/account/password?first=1");
    await expect(page.getByText("This is your first sign-in")).toBeVisible();
  });

  test("after a change the new password signs in and the old one no longer does", async ({
    page,
    playwright,
    baseURL,
    me,
  }) => {
    await openSettled(page);
    const next = `cedar-press-${Date.now().toString(36)}`;
    await fillForm(page, PASSWORD, next);
    // Keyboard only: Enter in the last field sends the form.
    await repeat(page).press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      TEXT.done,
    );
    await expect(
      page.getByRole("link", { name: "Go to the catalogue editor" }),
    ).toHaveAttribute("href", "/addProducts");

    const fresh = await playwright.request.newContext({
      baseURL,
      storageState: undefined,
    });
    expect(await signInStatus(fresh, me.email, PASSWORD)).toBe(401);
    expect(await signInStatus(fresh, me.email, next)).toBe(200);
    await fresh.dispose();
  });

  /** The same account signed in on another browser too; then this page opens the screen. */
  async function otherBrowser(page: Page, baseURL: string, me: Account) {
    const other = await page
      .context()
      .browser()!
      .newContext({
        baseURL,
        storageState: (await signedInState(baseURL, me)).state,
      });
    const otherPage = await other.newPage();
    await expectSignedIn(otherPage, true);
    await openSettled(page);
    return { other, otherPage };
  }

  /** Whether a browser's session still counts: the page opens, or it is sent to sign in. */
  async function expectSignedIn(page: Page, signedIn: boolean) {
    await page.goto("/account/password");
    if (signedIn)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Change your password",
      );
    else await expect(page).toHaveURL(/\/login/);
  }

  test("a password change ends the account's other sessions and keeps this one", async ({
    page,
    baseURL,
    me,
  }) => {
    const { other, otherPage } = await otherBrowser(page, baseURL!, me);
    await fillForm(page, PASSWORD, `cedar-press-${Date.now().toString(36)}`);
    await submit(page).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      TEXT.done,
    );
    await expectSignedIn(otherPage, false);
    await expectSignedIn(page, true);
    await other.close();
  });

  test("Sign out everywhere else ends the other browser's session and keeps this one", async ({
    page,
    baseURL,
    me,
  }) => {
    const { other, otherPage } = await otherBrowser(page, baseURL!, me);
    const button = page.getByRole("button", {
      name: "Sign out everywhere else",
    });
    // The request is held a moment so the pending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/account/sessions", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(
      page.getByRole("button", { name: "Signing out the other sessions…" }),
    ).toBeDisabled();
    release();
    await expect(page.getByText(TEXT.elsewhereDone)).toBeVisible();
    await expect(button).toBeEnabled();
    await expectSignedIn(otherPage, false);
    await expectSignedIn(page, true);
    await other.close();
  });
});
