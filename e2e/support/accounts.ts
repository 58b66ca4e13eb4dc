import type { Page } from "@playwright/test";
import { ownAddress, PASSWORD } from "./editors";
import { openMenuIfPhone } from "./menu";

/**
 * Sign-in and sign-up are rate limited per client address (5 a minute). All
 * tests come from 127.0.0.1, so a page presents an address of its own; the
 * server takes it from X-Forwarded-For as it would behind a reverse proxy.
 */
export async function presentOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
}

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
