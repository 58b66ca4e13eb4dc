import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PASSWORD,
  showAccountControls,
  signIn,
  signUpEditorThroughLoginPage,
  signUpThroughLoginPage,
  uniqueEmail,
  presentOwnAddress,
} from "./support/accounts";
import { ownAddress } from "./support/editors";
import { isPhone } from "./support/pages";
import { shortPort } from "./support/servers";

const TEXT = {
  exists: "The email address is already in use by another account.",
  wrongPassword:
    "The password is invalid or the user does not have a password.",
  unknownEmail: "This Email is not found. The user may have been deleted.",
};

const logout = (page: Page) => page.getByRole("button", { name: "Logout" });
const manage = (page: Page) => page.getByRole("button", { name: "Manage" });
const alert = (page: Page) => page.getByRole("main").getByRole("alert");

test.beforeEach(async ({ page }) => {
  await presentOwnAddress(page);
});

test("sign up, sign out and sign in again", async ({ page }, info) => {
  const phone = isPhone(info.project.name);
  const email = await signUpEditorThroughLoginPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Manage products",
  );
  await showAccountControls(page, phone);
  await expect(manage(page)).toBeVisible();

  await logout(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await showAccountControls(page, phone);
  await expect(logout(page)).toHaveCount(0);
  expect(
    (await page.context().cookies()).filter((c) =>
      c.name.includes("halabi.session"),
    ),
  ).toEqual([]);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/addProducts$/);
  await showAccountControls(page, phone);
  await expect(logout(page)).toBeVisible();
});

test(
  "the session cookie is httpOnly and the browser keeps only the safe fields",
  { tag: "@desktop" },
  async ({ page }) => {
    const email = await signUpThroughLoginPage(page);
    const session = (await page.context().cookies()).find((c) =>
      c.name.endsWith("halabi.session"),
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const hint = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("userData") ?? "null"),
    );
    expect(Object.keys(hint).sort()).toEqual([
      "email",
      "expiresAt",
      "id",
      "role",
    ]);
    expect(hint.role).toBe("member");
    expect(hint.email).toBe(email);
    const fromApi = await (await page.request.get("/api/auth/session")).json();
    expect(fromApi).toEqual(hint);
  },
);

test("the session is restored after a reload and on other pages", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  await signUpThroughLoginPage(page);
  await page.reload();
  await expect(page).toHaveURL(/\/addProducts$/);
  await showAccountControls(page, phone);
  await expect(logout(page)).toBeVisible();
  await page.goto("/gallery");
  await showAccountControls(page, phone);
  await expect(logout(page)).toBeVisible();
});

test(
  "each catalogue error is shown for its case",
  { tag: "@desktop" },
  async ({ page }) => {
    const email = await signUpThroughLoginPage(page);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto("/login");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(alert(page)).toHaveText(TEXT.exists);

    await page
      .getByRole("button", { name: "Sign in", exact: true })
      .first()
      .click();
    await expect(alert(page)).toHaveCount(0);
    await signIn(page, email, "not-the-password");
    await expect(alert(page)).toHaveText(TEXT.wrongPassword);

    await signIn(page, uniqueEmail("nobody"), PASSWORD);
    await expect(alert(page)).toHaveText(TEXT.unknownEmail);
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  },
);

test(
  "the form validates before sending and shows a pending state",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    await email.fill("not-an-email");
    await password.fill("12345");
    await password.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    // Signing in takes any existing password; only a new one needs 10 characters.
    await expect(page.getByText("Use at least 10 characters.")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("button", { name: "Sign in", exact: true })
      .first()
      .click();
    await page
      .getByRole("main")
      .getByRole("button", { name: "Sign in" })
      .last()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByText("Enter a valid email address")).toBeVisible();

    // Hold the sign-up answer back to see the pending state.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/signup", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await email.fill(uniqueEmail("pending"));
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    const busy = page.getByRole("button", { name: "Creating your account…" });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/addProducts$/);
  },
);

test(
  "/addProducts sends visitors to /login and brings them back after sign-in",
  { tag: "@desktop" },
  async ({ page, request }) => {
    const direct = await request.get("/addProducts", { maxRedirects: 0 });
    expect(direct.status()).toBe(307);
    expect(direct.headers()["location"]).toBe(
      "/login?callbackUrl=%2FaddProducts",
    );

    const email = await signUpThroughLoginPage(page);
    await page.context().clearCookies();
    await page.goto("/addProducts");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2FaddProducts$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/addProducts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Manage products",
    );
  },
);

test(
  "after sign-in only same-site callback paths are followed",
  { tag: "@desktop" },
  async ({ page }) => {
    const email = await signUpThroughLoginPage(page);
    await page.context().clearCookies();
    await page.goto("/login?callbackUrl=/gallery");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/gallery$/);
    for (const evil of [
      "//evil.example.com/x",
      "/.//evil.example/phish",
      "/%2e%2e//evil.example",
      "/..//evil.example",
    ]) {
      await page.context().clearCookies();
      // Each sign-in from an address of its own: the per-address limits stay clear.
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await page.goto(`/login?callbackUrl=${encodeURIComponent(evil)}`);
      await signIn(page, email);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/addProducts$/);
    }
  },
);

test("the Manage dropdown opens, closes, and answers the keyboard", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  await signUpEditorThroughLoginPage(page);
  await page.goto("/ourmission");
  await showAccountControls(page, phone);
  const button = manage(page);
  const items = page.getByRole("menuitem");

  await button.click();
  await expect(items).toHaveText([
    "Add/Edit Products",
    "Fetch from Database",
    "Save to Database",
    /^Messages/,
    "Catalogue history",
    "Gallery",
    "Editors",
    "Shop details",
    "Page texts",
    "Visits",
    "Change password",
  ]);
  await button.click();
  await expect(items).toHaveCount(0);

  await button.click();
  await expect(items).toHaveCount(11);
  // A click outside the menu: low on the page on a desktop; on a phone, where
  // the menu and Logout below it fill the open panel, in the margin beside the menu.
  const viewport = page.viewportSize()!;
  const menuBox = (await page.getByRole("menu").boundingBox())!;
  await page.mouse.click(
    phone ? viewport.width - 6 : viewport.width / 2,
    phone ? menuBox.y + menuBox.height / 2 : viewport.height - 10,
  );
  await expect(items).toHaveCount(0);

  await button.click();
  await expect(items).toHaveCount(11);
  await page.keyboard.press("Escape");
  await expect(items).toHaveCount(0);
  await expect(button).toBeFocused();

  // Headless UI keeps focus on the menu and points at the active item.
  const menu = page.getByRole("menu");
  const active = async (n: number) =>
    expect(menu).toHaveAttribute(
      "aria-activedescendant",
      (await items.nth(n).getAttribute("id"))!,
    );
  await page.keyboard.press("Enter");
  await expect(menu).toBeFocused();
  await active(0);
  await page.keyboard.press("ArrowDown");
  await active(1);
  await page.keyboard.press("Enter");
  // Fetch from Database leads to the editor, which picks the command up.
  await expect(page).toHaveURL(/\/addProducts$/);
});

test("Add/Edit Products leads to the editor", async ({ page }, info) => {
  const phone = isPhone(info.project.name);
  await signUpEditorThroughLoginPage(page);
  await page.goto("/home");
  await showAccountControls(page, phone);
  await manage(page).click();
  await page.getByRole("menuitem", { name: "Add/Edit Products" }).click();
  await expect(page).toHaveURL(/\/addProducts$/);
});

test("visitors see no account controls and start no session request", async ({
  page,
}, info) => {
  const authCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/")) authCalls.push(r.url());
  });
  await page.goto("/home");
  await page.waitForLoadState("networkidle");
  await showAccountControls(page, isPhone(info.project.name));
  await expect(page.getByRole("navigation").first()).toBeAttached();
  await expect(logout(page)).toHaveCount(0);
  await expect(manage(page)).toHaveCount(0);
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  expect(authCalls).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test(
  "the session ends when the token expires",
  { tag: "@desktop" },
  async ({ page, playwright }, info) => {
    const phone = isPhone(info.project.name);
    const base = `http://127.0.0.1:${shortPort}`;
    await page.goto(`${base}/login`);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/addProducts$/);
    if (!phone) await expect(logout(page)).toBeVisible();
    // Keep the cookie as it was, to show the server refuses it after expiry too.
    const cookie = (await page.context().cookies(base))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");

    // TOKEN_LIFETIME_SECONDS=5 on that server: the logout timer fires and leads to /login, saying why.
    await expect(page).toHaveURL(/\/login\?reason=expired/, {
      timeout: 20_000,
    });
    await showAccountControls(page, phone);
    await expect(logout(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => localStorage.getItem("userData")),
    ).toBeNull();
    expect(
      await (await page.request.get(`${base}/api/auth/session`)).json(),
    ).toEqual({});
    await page.goto(`${base}/addProducts`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2FaddProducts$/);

    const old = await playwright.request.newContext({
      baseURL: base,
      extraHTTPHeaders: { cookie },
    });
    expect(await (await old.get("/api/auth/session")).json()).toEqual({});
    const gate = await old.get("/addProducts", { maxRedirects: 0 });
    expect(gate.status()).toBe(307);
    await old.dispose();
  },
);
