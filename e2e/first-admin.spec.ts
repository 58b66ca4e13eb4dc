import fs from "node:fs";
import path from "node:path";
import { signIn } from "./support/accounts";
import { directDataDir as dataDir, directPort } from "./support/servers";
import { expect, test } from "./support/test";

// The "direct" e2e server starts with no ADMIN_EMAIL/ADMIN_PASSWORD, as a
// family's first `npm start` does: it generates the first admin's password.
const base = `http://127.0.0.1:${directPort}`;
const NEW_PASSWORD = "olive-press-of-hama-1832";

test("the first admin signs in with the generated password from its private file, must replace it, and stays an editor", async ({
  page,
  playwright,
}) => {
  const file = path.join(dataDir, "first-admin-password.txt");
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  const text = fs.readFileSync(file, "utf8");
  const email = /Email: (\S+)/.exec(text)![1]!;
  const password = /Password: (\S+)/.exec(text)![1]!;

  await page.goto(`${base}/login?callbackUrl=/addProducts`);
  await signIn(page, email, password);
  // Before anything else: a password of their own.
  await expect(page).toHaveURL(/\/account\/password\?first=1$/);
  await expect(
    page.getByText("This is your first sign-in, with a password the server"),
  ).toBeVisible();

  // The first admin cannot step down or be disabled, not even by itself.
  const api = page.request;
  const accounts = await (await api.get(`${base}/api/accounts`)).json();
  const me = accounts.find((a: { email: string }) => a.email === email);
  expect(me.role).toBe("editor");
  for (const change of [{ role: "member" }, { disabled: true }]) {
    const res = await api.patch(`${base}/api/accounts/${me.id}`, {
      data: change,
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error).toMatch(/your own account/);
  }
  // Nobody can take its address by signing up, either; the answer is any
  // taken address's, so it does not say the address is an editor's.
  const impostor = await api.post(`${base}/api/auth/signup`, {
    data: { email, password: "an-impostor-of-aleppo" },
  });
  expect(impostor.status()).toBe(409);
  expect((await impostor.json()).code).toBe("EMAIL_EXISTS");

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

  // The generated password no longer works; the new one does.
  const fresh = await playwright.request.newContext({ baseURL: base });
  const { csrfToken } = await (await fresh.get("/api/auth/csrf")).json();
  const old = await fresh.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken, json: "true" },
  });
  expect(old.status()).toBe(401);
  const now = await fresh.post("/api/auth/callback/credentials", {
    form: { email, password: NEW_PASSWORD, csrfToken, json: "true" },
  });
  expect(now.status()).toBe(200);
  await fresh.dispose();
});
