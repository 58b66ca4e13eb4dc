import { expect, test, type Page } from "./support/test";
import { signUpEditorThroughLoginPage } from "./support/accounts";
import {
  ownAddress,
  promote,
  signInWithApi,
  signUpMember,
} from "./support/editors";
import { makeDraft } from "./support/catalog";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

const PASSWORD = "juniper-kettle-1832";
const marker = (page: Page) => page.getByTestId("unsaved-marker");

const sessionOf = (page: Page) =>
  page.request.get("/api/auth/session").then((r) => r.json());

test("a session cookie copied before logout is refused after it", async ({
  page,
  playwright,
  baseURL,
}, info) => {
  await signUpEditorThroughLoginPage(page);
  const cookie = (await page.context().cookies())
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const copy = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie },
  });
  expect((await copy.get("/api/accounts")).status()).toBe(200);

  await page.goto("/home");
  await openMenuIfPhone(page, isPhone(info.project.name));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  expect((await copy.get("/api/accounts")).status()).toBe(401);
  expect(await (await copy.get("/api/auth/session")).json()).toEqual({});
  const gate = await copy.get("/addProducts", { maxRedirects: 0 });
  expect(gate.status()).toBe(307);
  await copy.dispose();
});

test("wrong passwords from one address do not lock the owner out", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = await signUpMember(page);
  const attacker = await playwright.request.newContext({ baseURL });
  const from = { "x-forwarded-for": ownAddress() };
  const { csrfToken } = await (
    await attacker.get("/api/auth/csrf", { headers: from })
  ).json();
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await attacker.post("/api/auth/callback/credentials", {
      form: { email, password: `guess-${i}-wrong`, csrfToken, json: "true" },
      headers: from,
    });
    statuses.push(res.status());
  }
  expect(statuses[0]).toBe(401);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(
    true,
  );
  expect(statuses.at(-1)).toBe(429);
  await attacker.dispose();

  // The owner, from their own address, still gets in.
  const owner = await playwright.request.newContext({ baseURL });
  await signInWithApi(owner, email, PASSWORD);
  expect(await (await owner.get("/api/auth/session")).json()).toMatchObject({
    email,
  });
  await owner.dispose();
});

test("an unsaved draft belongs to its account; logout asks before discarding it", async ({
  page,
}, info) => {
  // Six sign-ins and sign-ups, each a deliberately slow password hash.
  test.slow();
  const phone = isPhone(info.project.name);
  const first = await signUpEditorThroughLoginPage(page);
  const draft = `Draft of ${first}`;
  await makeDraft(page, draft);

  // The session ends without a logout (as when it expires): the draft stays,
  // but a second account signing in on this browser never sees it.
  await page.context().clearCookies();
  await promote(await signUpMember(page));
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
  await openMenuIfPhone(page, phone);
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
  if (
    phone &&
    !(await page.getByRole("button", { name: "Logout" }).isVisible())
  )
    await openMenuIfPhone(page, phone);
  await page.getByRole("button", { name: "Logout" }).click();
  await page
    .getByRole("dialog", { name: "Log out and discard your edits?" })
    .getByRole("button", { name: "Log out and discard" })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionOf(page)).toEqual({});
  await signInWithApi(page.request, first, PASSWORD);
  await page.goto("/addProducts");
  await expect(marker(page)).toHaveText("No unsaved changes");
});
