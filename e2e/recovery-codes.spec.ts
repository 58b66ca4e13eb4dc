import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { PASSWORD, uniqueEmail } from "./support/editors";
import { mailPort } from "./support/servers";

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

/** A signed-out browser of its own. */
async function signedOut(browser: Browser, baseURL: string | undefined) {
  const page = await (
    await browser.newContext({ baseURL, storageState: undefined })
  ).newPage();
  await presentOwnAddress(page);
  return page;
}

/** Uses a recovery code from "Forgot password?" on the sign-in page, as its owner would. */
async function recover(page: Page, email: string, code: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const form = page.getByRole("region", { name: "Use a recovery code" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Recovery code").fill(code);
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Set the password" }).click();
}

/** The codes a new password brought, shown once in the page's Recovery codes section. */
async function newCodesShown(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "Recovery codes" });
  await expect(section.getByText(TEXT.replaced)).toBeVisible();
  const items = section
    .getByRole("group", { name: /Your 8 recovery codes/ })
    .getByRole("listitem");
  await expect(items).toHaveCount(8);
  const codes = await items.allTextContents();
  for (const code of codes) expect(code).toMatch(CODE);
  return codes;
}

/** The refusal of a code, on its field: the same for a used code and an unknown address. */
async function expectCodeRefused(page: Page) {
  const field = page.getByRole("textbox", { name: "Recovery code" });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(page.getByText(TEXT.wrong)).toBeVisible();
}

/** A set of recovery codes made for the page's account, as the Recovery codes section makes them. */
async function codesMade(page: Page): Promise<string[]> {
  const made = await page.request.post("/api/account/recovery-codes", {
    data: { currentPassword: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()) as { codes: string[] }).codes;
}

const signedIn = async (page: Page) =>
  Boolean(
    (
      (await (await page.request.get("/api/auth/session")).json()) as {
        email?: string;
      }
    ).email,
  );

test.describe("an account of its own", () => {
  test.use({ signedInAs: "new member" });

  test("recovery codes are shown once and download as a text file", async ({
    page,
    me: { email },
  }) => {
    await page.goto("/account/password");
    const section = page.getByRole("region", { name: "Recovery codes" });
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

  // That it ends the other codes and that the new set works: app/api/account/recover/route.test.ts.
  test("a recovery code, typed in lower case, sets a new password once and shows a new set", async ({
    page,
    browser,
    baseURL,
    me: { email },
  }) => {
    const codes = await codesMade(page);

    // A new password, every old session ended, and a new set shown before going on.
    const visitor = await signedOut(browser, baseURL);
    await recover(visitor, email, codes[0]!.toLowerCase());
    await expect(visitor.getByText(TEXT.codesEnded)).toBeVisible();
    const fresh = await newCodesShown(visitor);
    expect(fresh).not.toContain(codes[1]);
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("link", { name: "Continue" }).click();
    await expect(visitor.getByText(TEXT.passwordSet)).toBeVisible();
    await expect(visitor).toHaveURL(/\/home$/);
    expect(await signedIn(visitor)).toBe(true);
    expect(await signedIn(page)).toBe(false);

    // Used once, never again.
    const again = await signedOut(browser, baseURL);
    await recover(again, email, codes[0]!);
    await expectCodeRefused(again);
    await expect(again).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(again);
    await Promise.all(
      [visitor.context(), again.context()].map((c) => c.close()),
    );
  });

  test("a password change offers new recovery codes at once, and the old ones stop working", async ({
    page,
    browser,
    baseURL,
    me: { email },
  }) => {
    const old = await codesMade(page);
    await page.goto("/account/password");
    const section = page.getByRole("region", { name: "Recovery codes" });
    await expect(section).toContainText(TEXT.eight);

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    const fresh = await newCodesShown(page);
    await expect(
      section.getByRole("group", { name: /Your 8 recovery codes/ }),
    ).toBeFocused();
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await expectNoAxeViolations(page);

    // Someone who kept an old code cannot set a password with it.
    const keeper = await signedOut(browser, baseURL);
    await recover(keeper, email, old[0]!);
    await expectCodeRefused(keeper);
    await keeper.context().close();
  });
});

test("without mail, Forgot password? says so, never that a link was sent, and offers a recovery code", async ({
  page,
}) => {
  // The e2e servers keep mail in the outbox (MAIL_TRANSPORT=outbox).
  await presentOwnAddress(page);
  await page.goto("/forgot-password");
  await expect(
    page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
  ).toBeVisible();
  await expect(page.getByText(TEXT.noMail)).toContainText(
    "ask another editor to create a reset link for you on the Editors screen",
  );
  await expect(page.getByRole("button", { name: "Send the link" })).toHaveCount(
    0,
  );
  await expect(page.getByText(/we have sent/)).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Use a recovery code" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown address gets the same refusal as a wrong code.
  await recover(page, uniqueEmail("nobody"), "7K2M-9XQ4-HRTW-Z3N0");
  await expectCodeRefused(page);
});

test("with mail by SMTP, Forgot password? sends a link and also takes a recovery code", async ({
  page,
}) => {
  await presentOwnAddress(page);
  await page.goto(`http://127.0.0.1:${mailPort}/forgot-password`);
  await expect(
    page.getByRole("button", { name: "Send the link" }),
  ).toBeVisible();
  await expect(page.getByText(TEXT.noMail)).toHaveCount(0);
  const form = page.getByRole("region", { name: "Use a recovery code" });
  await expect(form).toHaveCount(0);
  await page.getByRole("button", { name: "I have a recovery code" }).click();
  await expect(form.getByLabel("Recovery code")).toBeVisible();
  await expectNoAxeViolations(page);
});
