import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { ADMIN, PASSWORD, signInStatus, uniqueEmail } from "./support/editors";

const TEXT = {
  wrongCurrent: "This is not your current password.",
  configured: /This address is set in the site's settings/,
};

/** The account page's address section. */
const section = (page: Page) =>
  page.getByRole("region", { name: "Sign-in address" });

test.describe("an account of its own", () => {
  test.use({ signedInAs: "new member" });

  test("an account changes its sign-in address: the new one signs in, the old one no longer does", async ({
    page,
    playwright,
    baseURL,
    me: { email },
  }) => {
    // Typed once the header has confirmed the session, as a person would.
    const confirmed = page.waitForResponse((r) =>
      r.url().endsWith("/api/auth/session"),
    );
    await page.goto("/account/password");
    await confirmed;
    const address = section(page);
    await expect(address).toContainText(`You sign in with ${email}.`);
    const next = uniqueEmail("moved");
    await address.getByLabel("New address").fill(next);
    await address.getByLabel("Your password").fill("not-the-password");
    await address.getByRole("button", { name: "Change address" }).click();
    await expect(address.getByText(TEXT.wrongCurrent)).toBeVisible();
    await expect(address.getByLabel("Your password")).toBeFocused();

    await address.getByLabel("Your password").fill(PASSWORD);
    await address.getByLabel("Your password").press("Enter");
    await expect(address.getByRole("status")).toHaveText(
      `You now sign in with ${next}. Every other session of your account has ended.`,
    );
    // This session goes on, under the new address.
    await expect(address).toContainText(`You sign in with ${next}.`);
    await expectNoAxeViolations(page);

    const fresh = await playwright.request.newContext({
      baseURL,
      storageState: undefined,
    });
    expect(await signInStatus(fresh, email, PASSWORD)).toBe(401);
    expect(await signInStatus(fresh, next, PASSWORD)).toBe(200);
    await fresh.dispose();
  });
});

test.describe("the first admin", () => {
  test.use({ signedInAs: "admin" });

  test("a configured editor's address stays as configured, and the page says so", async ({
    page,
  }) => {
    await page.goto("/account/password");
    const address = section(page);
    await expect(address).toContainText(`You sign in with ${ADMIN.email}.`);
    await expect(address.getByText(TEXT.configured)).toBeVisible();
    await expect(address.getByLabel("New address")).toHaveCount(0);
  });
});
