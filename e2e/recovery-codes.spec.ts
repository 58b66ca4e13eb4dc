import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { newAccount, PASSWORD, uniqueEmail } from "./support/editors";

const NEW_PASSWORD = "cedar-press-by-the-citadel";
const TEXT = {
  passwordSet:
    "Your password is set. Every other session of your account has ended.",
  codesEnded:
    "Your password is set. Every other session of your account has ended, and so have your old recovery codes.",
  replaced:
    "Your old recovery codes stopped working with your old password: these new ones replace them.",
  noMail: /^Email is not set up on this site, so no link can be sent to you\./,
  none: "You have no unused recovery codes.",
  eight:
    "You have 8 unused recovery codes. New codes replace your old ones: the old ones stop working.",
  wrong:
    "This email address and recovery code do not go together, or the code was already used.",
};
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Fills "Use a recovery code" on the Forgot password? page the browser is on, as its owner would. */
async function useCode(page: Page, email: string, code: string) {
  const form = page.getByRole("region", { name: "Use a recovery code" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Recovery code").fill(code);
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Set the password" }).click();
}

// What the server does with a code (any case; used once; the other codes, sessions and links
// ended; a new set), and with the codes a new password replaces:
// app/api/account/recover/route.test.ts, app/api/account/password-set.test.ts. The Forgot
// password? page of a site with mail: password-reset.spec.ts.
test.describe("an account of its own", () => {
  test.use({ signedInAs: "new member" });

  test("recovery codes are shown once and download as a text file", async ({
    page,
    me: { email },
  }) => {
    const section = page.getByRole("region", { name: "Recovery codes" });
    await page.goto("/account/password");
    await expect(section).toContainText(TEXT.none);
    await section.getByLabel("Your password").fill(PASSWORD);
    await section
      .getByRole("button", { name: "Make new recovery codes" })
      .click();
    const shown = section.getByRole("group", { name: /Your 8 recovery codes/ });
    await expect(shown).toBeFocused();
    const items = shown.getByRole("listitem");
    await expect(items).toHaveCount(8);
    const codes = await items.allTextContents();
    for (const code of codes) expect(code).toMatch(CODE);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      shown.getByRole("button", { name: "Download as a text file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("halabi-soap-recovery-codes.txt");
    const file = fs.readFileSync((await download.path())!, "utf8");
    expect(file).toContain(email);
    expect(file).toContain(codes.join("\n"));

    // Shown once: after a reload only their number is left.
    await page.reload();
    await expect(section).toContainText(TEXT.eight);
    await expect(section.getByRole("listitem")).toHaveCount(0);
    for (const code of codes) await expect(page.getByText(code)).toHaveCount(0);
  });
});

test("a visitor who forgot the password gets back in with a recovery code", async ({
  page,
  playwright,
  baseURL,
}) => {
  const section = page.getByRole("region", { name: "Recovery codes" });
  // The account and its codes, made as the Recovery codes section makes them.
  const { email, state } = await newAccount("member");
  const api = await playwright.request.newContext({
    baseURL,
    storageState: state,
  });
  const made = await api.post("/api/account/recovery-codes", {
    data: { currentPassword: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { codes } = (await made.json()) as { codes: string[] };
  await api.dispose();

  await test.step("without mail, Forgot password? says so, never that a link was sent, and offers a recovery code", async () => {
    await presentOwnAddress(page);
    await page.goto("/login");
    // The e2e servers keep mail in the outbox (MAIL_TRANSPORT=outbox).
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
    ).toBeVisible();
    await expect(page.getByText(TEXT.noMail)).toContainText(
      "ask another editor to create a reset link for you on the Editors screen",
    );
    await expect(
      page.getByRole("button", { name: "Send the link" }),
    ).toHaveCount(0);
    await expect(page.getByText(/we have sent/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("an unknown address gets the same refusal as a wrong code", async () => {
    await useCode(page, uniqueEmail("nobody"), "7K2M-9XQ4-HRTW-Z3N0");
    const field = page.getByRole("textbox", { name: "Recovery code" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.getByText(TEXT.wrong)).toBeVisible();
  });

  await test.step("a code, typed in lower case, sets a new password and shows a new set before going on", async () => {
    await useCode(page, email, codes[0]!.toLowerCase());
    await expect(page.getByText(TEXT.codesEnded)).toBeVisible();
    const fresh = section
      .getByRole("group", { name: /Your 8 recovery codes/ })
      .getByRole("listitem");
    await expect(section.getByText(TEXT.replaced)).toBeVisible();
    await expect(fresh).toHaveCount(8);
    for (const code of await fresh.allTextContents()) {
      expect(code).toMatch(CODE);
      expect(codes).not.toContain(code);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page.getByText(TEXT.passwordSet)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(
      await (await page.request.get("/api/auth/session")).json(),
    ).toMatchObject({ email });
  });
});
