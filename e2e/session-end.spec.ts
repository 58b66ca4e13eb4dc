import { expect, test, type Page } from "./support/test";
import { makeDraft } from "./support/catalog";
import { PASSWORD } from "./support/editors";

// The session ends: an account of its own. The header when the server ends a session:
// sessions.spec.ts.
test.use({ signedInAs: "new editor" });

const manage = (page: Page) => page.getByRole("button", { name: "Manage" });
const logout = (page: Page) => page.getByRole("button", { name: "Logout" });
const sessionOf = (page: Page) =>
  page.request.get("/api/auth/session").then((r) => r.json());

test("before a session ends the page offers to sign in again, keeping the edits; then the login page says why", async ({
  page,
  me,
}) => {
  // The page's clock jumps ahead to the last minutes of the hour-long session
  // (the server's clock does not move, so signing in again works for real;
  // the server's refusal of an expired session: lib/http/route.test.ts).
  await page.clock.install();
  const draft = "Typed while the session ran out";
  await makeDraft(page, draft);
  const description = page
    .locator("details[open]")
    .first()
    .getByLabel("Description");
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "Your session ends in less than two minutes" });
  await expect(notice).toHaveCount(0);
  // The signed-in islands load after the page: the notice is watching once Manage shows.
  await expect(manage(page)).toBeVisible();

  await page.clock.fastForward("58:30");
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Sign in again" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog.getByText(me.email)).toBeVisible();
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/addProducts$/);
  await expect(description).toHaveValue(draft);
  await expect(page.getByTestId("unsaved-marker")).toHaveText(
    "Unsaved changes",
  );

  // Left to run out, the session ends: the login page says why and leads
  // back to the editor; the edits wait in this browser.
  await page.clock.fastForward("03:00");
  await expect(page).toHaveURL(
    /\/login\?reason=expired&callbackUrl=%2FaddProducts$/,
  );
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your session ended; sign in again." }),
  ).toContainText("Your unsaved edits are kept in this browser.");
  await expect(manage(page)).toHaveCount(0);
  await expect(logout(page)).toHaveCount(0);
  expect(await sessionOf(page)).toEqual({});
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage })),
  ).toContain(draft);
});
