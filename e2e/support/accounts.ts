import { expect, type Page } from "@playwright/test";
import { promote } from "./editors";
import { openMenuIfPhone } from "./menu";

let counter = 0;

/** An email no other test (or earlier run against the same data) uses. */
export function uniqueEmail(prefix = "owner"): string {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

/**
 * Sign-in and sign-up are rate limited per client address (5 a minute). All
 * tests come from 127.0.0.1, so each test presents its own address; the
 * server takes it from X-Forwarded-For as it would behind a reverse proxy.
 */
export async function presentOwnAddress(page: Page): Promise<void> {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = ++counter % 250;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${process.pid % 250}.${m}.${n}`,
  });
}

export const PASSWORD = "juniper-kettle-1832";

/**
 * Creates an account through the login page; ends on /addProducts, signed in
 * as a member, or as an editor once the admin has promoted it (`editor`).
 */
export async function signUpThroughLoginPage(
  page: Page,
  email = uniqueEmail(),
  password = PASSWORD,
  role: "member" | "editor" = "member",
): Promise<string> {
  await presentOwnAddress(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/addProducts$/);
  if (role === "editor") {
    await promote(email);
    await page.reload();
  }
  return email;
}

/** A new account that an editor has promoted, signed in through the login page. */
export const signUpEditorThroughLoginPage = (page: Page) =>
  signUpThroughLoginPage(page, undefined, undefined, "editor");

/** Fills and sends the sign-in form of the login page the browser is on. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page
    .getByRole("main")
    .getByRole("button", { name: "Sign in" })
    .last()
    .click();
}

/** The header's account controls: on a phone they live in the mobile menu, which this opens. */
export async function showAccountControls(page: Page, phone: boolean) {
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (phone && (await toggle.isVisible())) await openMenuIfPhone(page, true);
}
