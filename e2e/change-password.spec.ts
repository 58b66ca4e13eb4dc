import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { PASSWORD, uniqueEmail } from "./support/editors";

const TEXT = {
  wrongCurrent: "This is not your current password.",
  tooShort: "Use at least 10 characters.",
  tooWeak:
    "This password is easy to guess. Make it longer with a few uncommon words, and avoid repeats (aaa), sequences (abc, 123), names and dates.",
  mismatch: "The two new passwords are not the same.",
  done: "Your password has been changed, and every other session of your account has ended. Use the new one the next time you sign in.",
  replaced:
    "Your old recovery codes stopped working with your old password: these new ones replace them.",
  elsewhereDone:
    "Every other session of your account has ended. This browser stays signed in.",
};

const current = (page: Page) => page.getByLabel("Current password");
const fresh = (page: Page) => page.getByLabel("New password", { exact: true });
const repeat = (page: Page) => page.getByLabel("Repeat the new password");
const submit = (page: Page) =>
  page.getByRole("button", { name: "Change password" });

async function fillForm(page: Page, was: string, next: string) {
  await current(page).fill(was);
  await fresh(page).fill(next);
  await repeat(page).fill(next);
}

// What the server does (the old password or address no longer signs in, every weak password
// refused, the other sessions and the old recovery codes ended):
// app/api/account/password/route.test.ts, app/api/account/email/route.test.ts,
// app/api/account/sessions/route.test.ts, app/api/account/password-set.test.ts. Visitors are
// sent to sign in first: app/proxy.test.ts; robots.txt: routing.spec.ts.
test.use({ signedInAs: "new member" });

test("the account page's forms refuse a wrong password and weak new ones, on their fields", async ({
  page,
  me: { email },
}) => {
  const address = page.getByRole("region", { name: "Sign-in address" });

  await page.goto("/account/password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Change your password",
  );
  // Typed once the header has confirmed the session, as a person would.
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  // Only a first sign-in is told to replace its password (first-admin.spec.ts).
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
  await fillForm(page, PASSWORD, "Password123");
  await submit(page).click();
  await expect(page.getByText(TEXT.tooWeak)).toBeVisible();
  await expect(fresh(page)).toBeFocused();

  await expect(address).toContainText(`You sign in with ${email}.`);
  await address.getByLabel("New address").fill(uniqueEmail("moved"));
  await address.getByLabel("Your password").fill("not-the-password");
  await address.getByRole("button", { name: "Change address" }).click();
  await expect(address.getByText(TEXT.wrongCurrent)).toBeVisible();
  await expect(address.getByLabel("Your password")).toBeFocused();
  await expectNoAxeViolations(page);
});

test("a member changes its sign-in address and its password by keyboard, gets new recovery codes, and signs out everywhere else", async ({
  page,
}) => {
  const address = page.getByRole("region", { name: "Sign-in address" });
  const codes = page.getByRole("region", { name: "Recovery codes" });
  await page.goto("/account/password");
  // Typed once the header has confirmed the session, as a person would.
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  await test.step("the sign-in address changes, and this session goes on under it", async () => {
    const next = uniqueEmail("moved");
    await address.getByLabel("New address").fill(next);
    await address.getByLabel("Your password").fill(PASSWORD);
    await address.getByLabel("Your password").press("Enter");
    await expect(address.getByRole("status")).toHaveText(
      `You now sign in with ${next}. Every other session of your account has ended.`,
    );
    await expect(address).toContainText(`You sign in with ${next}.`);
  });

  await test.step("the password changes by keyboard, and new recovery codes are offered at once", async () => {
    await fillForm(page, PASSWORD, `cedar-press-${Date.now().toString(36)}`);
    // Keyboard only: Enter in the last field sends the form.
    await repeat(page).press("Enter");
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: TEXT.done }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Go to the catalogue editor" }),
    ).toHaveAttribute("href", "/addProducts");
    await expect(codes.getByText(TEXT.replaced)).toBeVisible();
    const shown = codes.getByRole("group", { name: /Your 8 recovery codes/ });
    await expect(shown).toBeFocused();
    await expect(shown.getByRole("listitem")).toHaveCount(8);
    await expectNoAxeViolations(page);
  });

  await test.step("Sign out everywhere else shows its pending state, then says it is done", async () => {
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
  });
});
