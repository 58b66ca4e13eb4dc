import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PASSWORD,
  presentOwnAddress,
  signIn,
  signUpThroughLoginPage,
  uniqueEmail,
} from "./support/accounts";
import { ADMIN, signInWithApi } from "./support/editors";

const TEXT = {
  wrongCurrent: "This is not your current password.",
  notFound: "This Email is not found. The user may have been deleted.",
  configured: /This address is set in the site's settings/,
};

/** The account page's address section. */
const section = (page: Page) =>
  page.getByRole("region", { name: "Sign-in address" });

async function signInOnLoginPage(page: Page, email: string) {
  await page.goto("/login");
  await signIn(page, email, PASSWORD);
}

test("an account changes its sign-in address: the new one signs in, the old one no longer does", async ({
  page,
}) => {
  // Sign-up, two sign-ins and an accessibility scan.
  test.slow();
  const email = await signUpThroughLoginPage(page, uniqueEmail("mover"));
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

  await page.context().clearCookies();
  await presentOwnAddress(page);
  await signInOnLoginPage(page, email);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    TEXT.notFound,
  );
  await signInOnLoginPage(page, next);
  await expect(page).not.toHaveURL(/\/login/);
});

test("a configured editor's address stays as configured, and the page says so", async ({
  page,
}) => {
  await presentOwnAddress(page);
  await signInWithApi(page.request, ADMIN.email, ADMIN.password);
  await page.goto("/account/password");
  const address = section(page);
  await expect(address).toContainText(`You sign in with ${ADMIN.email}.`);
  await expect(address.getByText(TEXT.configured)).toBeVisible();
  await expect(address.getByLabel("New address")).toHaveCount(0);
});
