import { expect, test, type Page } from "./support/test";
import {
  showAccountControls,
  signIn,
  signUpEditorThroughLoginPage,
} from "./support/accounts";
import { ADMIN, demote } from "./support/editors";
import { isPhone } from "./support/pages";
import { shortPort } from "./support/servers";

const manage = (page: Page) => page.getByRole("button", { name: "Manage" });
const logout = (page: Page) => page.getByRole("button", { name: "Logout" });

test("before a session ends the page offers to sign in again, keeping the edits; then the login page says why", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  // Sign-ins on that server last 5 s: the notice comes halfway, at 2.5 s.
  const base = `http://127.0.0.1:${shortPort}`;
  await page.goto(`${base}/login`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/addProducts$/);
  const draft = "Typed while the session ran out";
  await page.locator("summary").first().click();
  const description = page
    .locator("details[open]")
    .first()
    .getByLabel("Description");
  await description.fill(draft);

  const notice = page
    .getByRole("alert")
    .filter({ hasText: "Your session ends in less than two minutes" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Sign in again" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog.getByText(ADMIN.email)).toBeVisible();
  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/addProducts$/);
  await expect(description).toHaveValue(draft);
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );

  // The new session ends in turn, unanswered: the login page says why and
  // leads back to the editor; the edits wait in this browser.
  await expect(page).toHaveURL(
    /\/login\?reason=expired&callbackUrl=%2FaddProducts$/,
    { timeout: 20_000 },
  );
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your session ended; sign in again." }),
  ).toContainText("Your unsaved edits are kept in this browser.");
  await showAccountControls(page, isPhone(info.project.name));
  await expect(manage(page)).toHaveCount(0);
  await expect(logout(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage })),
  ).toContain(draft);
});

test("the header drops Manage when the server has ended the session", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  const email = await signUpEditorThroughLoginPage(page);
  await page.goto("/home");
  await showAccountControls(page, phone);
  await expect(manage(page)).toBeVisible();

  // Taking the editor role back ends the account's sessions on the server;
  // the page learns it when it is next in view.
  await demote(email);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(manage(page)).toHaveCount(0);
  await expect(logout(page)).toHaveCount(0);
  expect(await (await page.request.get("/api/auth/session")).json()).toEqual(
    {},
  );
});
