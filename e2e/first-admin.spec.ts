import fs from "node:fs";
import path from "node:path";
import { signIn } from "./support/accounts";
import { directDataDir as dataDir, directPort } from "./support/servers";
import { expect, test } from "./support/test";

// The "direct" e2e server starts with no ADMIN_EMAIL/ADMIN_PASSWORD, as a
// family's first `npm start` does: it generates the first admin's password.
// The file's private modes: lib/account/identity/admin-account.test.ts; the first
// admin can neither step down nor be disabled, nor its address be taken by a sign-up:
// app/api/accounts/route.test.ts, app/api/auth/signup/route-configured.test.ts; the
// generated password stops working once replaced: app/api/account/password/route.test.ts.
const base = `http://127.0.0.1:${directPort}`;
const NEW_PASSWORD = "olive-press-of-hama-1832";

test("the first admin signs in with the generated password from its private file, must replace it, and stays an editor", async ({
  page,
}) => {
  const text = fs.readFileSync(
    path.join(dataDir, "first-admin-password.txt"),
    "utf8",
  );
  const email = /Email: (\S+)/.exec(text)![1]!;
  const password = /Password: (\S+)/.exec(text)![1]!;

  await page.goto(`${base}/login?callbackUrl=/addProducts`);
  await signIn(page, email, password);
  // Before anything else: a password of their own.
  await expect(page).toHaveURL(/\/account\/password\?first=1$/);
  await expect(
    page.getByText("This is your first sign-in, with a password the server"),
  ).toBeVisible();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText(/^Your password has been changed, and every other session/),
  ).toBeVisible();
  // And leaves with recovery codes, made with the new password: a way back in without mail.
  await expect(
    page
      .getByRole("group", { name: /Your 8 recovery codes/ })
      .getByRole("listitem"),
  ).toHaveCount(8);
  await page.goto(`${base}/addProducts`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Manage products" }),
  ).toBeVisible();
});
