import { expect, test, type Page } from "./support/test";
import { presentOwnAddress, signIn } from "./support/accounts";
import { makeDraft } from "./support/catalog";
import {
  demote,
  PASSWORD,
  savedSession,
  signInWithApi,
} from "./support/editors";

// Each test signs its own account out.
test.use({ signedInAs: "new editor" });

const marker = (page: Page) => page.getByTestId("unsaved-marker");

const sessionOf = (page: Page) =>
  page.request.get("/api/auth/session").then((r) => r.json());

// The session store's side (an ended session stays ended): lib/account/auth/session.test.ts.
// Here, that next-auth's real sign-out route ends it for a copy of the cookie too.
test("a session cookie copied before logout is refused after it", async ({
  playwright,
  baseURL,
  me,
}) => {
  const browser = await playwright.request.newContext({
    baseURL,
    storageState: me.state,
  });
  const cookie = (await browser.storageState()).cookies
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const copy = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie },
  });
  expect((await copy.get("/api/accounts")).status()).toBe(200);

  // What the Logout button sends.
  const { csrfToken } = await (await browser.get("/api/auth/csrf")).json();
  const out = await browser.post("/api/auth/signout", {
    form: { csrfToken, json: "true" },
  });
  expect(out.status(), await out.text()).toBe(200);
  expect(await (await browser.get("/api/auth/session")).json()).toEqual({});

  expect((await copy.get("/api/accounts")).status()).toBe(401);
  expect(await (await copy.get("/api/auth/session")).json()).toEqual({});
  const gate = await copy.get("/addProducts", { maxRedirects: 0 });
  expect(gate.status()).toBe(307);
  await Promise.all([browser.dispose(), copy.dispose()]);
});

test("an unsaved draft belongs to its account; logout asks before discarding it", async ({
  page,
  me,
}) => {
  const first = me.email;
  const draft = `Draft of ${first}`;
  await makeDraft(page, draft);

  // The session ends without a logout (as when it expires): the draft stays,
  // but a second account signing in on this browser never sees it.
  await page.context().clearCookies();
  await page.context().addCookies(savedSession("editor").state.cookies);
  await page.goto("/addProducts");
  await page.locator("summary").first().click();
  await expect(
    page.locator("details[open]").first().getByLabel("Description"),
  ).not.toHaveValue(draft);
  await expect(marker(page)).toHaveText("No unsaved changes");

  // The first account comes back to its edits.
  await page.context().clearCookies();
  await signInWithApi(page.request, first, PASSWORD);
  await page.goto("/addProducts");
  await expect(marker(page)).toHaveText("Unsaved changes");
  await page.locator("summary").first().click();
  await expect(
    page.locator("details[open]").first().getByLabel("Description"),
  ).toHaveValue(draft);

  // Logout asks first; staying keeps everything.
  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", {
    name: "Log out and discard your edits?",
  });
  await expect(dialog.getByText(/not saved yet/)).toBeVisible();
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await sessionOf(page)).toMatchObject({ email: first });
  await expect(marker(page)).toHaveText("Unsaved changes");

  // Logging out for real discards the draft.
  await page.getByRole("button", { name: "Logout" }).click();
  await page
    .getByRole("dialog", { name: "Log out and discard your edits?" })
    .getByRole("button", { name: "Log out and discard" })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionOf(page)).toEqual({});
  await presentOwnAddress(page);
  await signIn(page, first);
  await expect(page).toHaveURL(/\/addProducts$/);
  await expect(marker(page)).toHaveText("No unsaved changes");

  await test.step("the header drops Manage when the server has ended the session", async () => {
    await expect(page.getByRole("button", { name: "Manage" })).toBeVisible();
    // Taking the editor role back ends the account's sessions on the server;
    // the page learns it when it is next in view.
    await demote(first);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("button", { name: "Manage" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    expect(await sessionOf(page)).toEqual({});
  });
});
