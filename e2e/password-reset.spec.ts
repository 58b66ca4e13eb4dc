import { request as newRequest, type Page } from "@playwright/test";
import { startSmtpServer } from "../test/mail/peers";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { withLock } from "./support/catalog";
import {
  ADMIN,
  newAccount,
  ownAddress,
  PASSWORD,
  signInWithApi,
  uniqueEmail,
} from "./support/editors";
import { mailPort, smtpPort } from "./support/servers";

const NEW_PASSWORD = "cedar-press-by-the-citadel";
const TEXT = {
  sent: /If an account with this address exists, we have sent it a link/,
  used: "This link has expired or was already used. Ask for a new one.",
  set: "Your password is set. Every other session of your account has ended.",
};

/** Where a member lands after a reset: the home page, which says the password is set, once. */
async function expectLandedWithNotice(page: Page) {
  const notice = page.getByRole("status").filter({ hasText: TEXT.set });
  await expect(notice).toBeVisible();
  // The address no longer asks for it: a reload says nothing.
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(TEXT.set)).toHaveCount(0);
}

/**
 * Sets the new password on a reset link's page, as its owner would: the page then shows the
 * account's new recovery codes once, and goes on.
 */
async function setPassword(page: Page, url: string) {
  await presentOwnAddress(page);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Set a new password",
  );
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set the password" }).click();
  await expect(
    page
      .getByRole("group", { name: /Your 8 recovery codes/ })
      .getByRole("listitem"),
  ).toHaveCount(8);
  await page.getByRole("link", { name: "Continue" }).click();
}

/** Whether a request context still has a live session. */
async function signedIn(context: { get: Page["request"]["get"] }, base = "") {
  const session = await (await context.get(`${base}/api/auth/session`)).json();
  return Boolean((session as { email?: string }).email);
}

test.describe("on the Editors screen", () => {
  test.use({ signedInAs: "admin" });

  test("an editor makes a one-time reset link for a member, copies it, and sees it once", async ({
    page,
  }) => {
    const { email } = await newAccount("member");
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/editors");
    const row = page.getByRole("listitem").filter({ hasText: email });
    await row.getByRole("button", { name: "Create a reset link" }).click();
    const shown = row.getByRole("group", {
      name: `A one-time link for ${email}`,
    });
    const field = shown.getByLabel("Reset link");
    await expect(field).toHaveValue(/\/reset-password#[\w-]{43}$/);
    const url = await field.inputValue();
    await expectNoAxeViolations(page);
    await shown.getByRole("button", { name: "Copy" }).click();
    await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Shown once: closed, it is gone from the screen.
    await shown.getByRole("button", { name: "Close" }).click();
    await expect(field).toHaveCount(0);
  });

  test("a reset link sets a new password once and ends the old sessions; opened again, it says so", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The member's account, signed in on another device (an old session).
    const { email, state } = await newAccount("member");
    const oldSession = await browser.newContext({
      baseURL,
      storageState: state,
    });
    expect(await signedIn(oldSession.request)).toBe(true);
    const accounts = (await (
      await page.request.get("/api/accounts")
    ).json()) as {
      id: string;
      email: string;
    }[];
    const { id } = accounts.find((a) => a.email === email)!;
    const made = await page.request.post(
      `/api/accounts/${encodeURIComponent(id)}/reset-link`,
    );
    expect(made.status(), await made.text()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    const visitor = await (
      await browser.newContext({ baseURL, storageState: undefined })
    ).newPage();
    await setPassword(visitor, url);
    await expectLandedWithNotice(visitor);
    expect(await signedIn(visitor.request)).toBe(true);
    expect(await signedIn(oldSession.request)).toBe(false);

    // Opened again once used: the page says so at once, with no form to fill.
    const again = await (
      await browser.newContext({ baseURL, storageState: undefined })
    ).newPage();
    await again.goto(url);
    await expect(again.getByRole("main").getByRole("alert")).toContainText(
      TEXT.used,
    );
    await expect(again.getByLabel("New password", { exact: true })).toHaveCount(
      0,
    );
    await expect(
      again.getByRole("link", { name: "Ask for a new link" }),
    ).toHaveAttribute("href", "/forgot-password");
    await expectNoAxeViolations(again);
    await Promise.all(
      [visitor.context(), again.context(), oldSession].map((c) => c.close()),
    );
  });

  test("the Editors screen offers reset links for members only, never for an editor", async ({
    page,
  }) => {
    const { email: member } = await newAccount("member");
    const { email: editor } = await newAccount("editor");
    await page.goto("/editors");
    const row = (email: string) =>
      page.getByRole("listitem").filter({ hasText: email });
    const button = { name: "Create a reset link" };
    await expect(row(member).getByRole("button", button)).toBeVisible();
    await expect(
      row(editor).getByRole("button", { name: "Make member" }),
    ).toBeVisible();
    await expect(row(editor).getByRole("button", button)).toHaveCount(0);
    await expect(row(ADMIN.email).getByRole("button", button)).toHaveCount(0);
  });
});

test("Forgot password? mails a one-time link that sets a new password and signs in", async ({
  page,
}) => {
  const mailServer = `http://127.0.0.1:${mailPort}`;
  const email = uniqueEmail("mailed");
  // The account, on the server that delivers mail by SMTP.
  const api = await newRequest.newContext({ baseURL: mailServer });
  const made = await api.post("/api/auth/signup", {
    data: { email, password: PASSWORD },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signInWithApi(api, email, PASSWORD);

  await withLock("smtp-peer", async () => {
    const mailbox = await startSmtpServer(smtpPort);
    try {
      await presentOwnAddress(page);
      await page.goto(`${mailServer}/login`);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expectNoAxeViolations(page);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect(page.getByRole("status")).toHaveText(TEXT.sent);
      await expect
        .poll(() => mailbox.received.filter((m) => m.to.includes(email)).length)
        .toBe(1);
      const raw = mailbox.received
        .find((m) => m.to.includes(email))!
        .raw.replace(/=\r?\n/g, "");
      const url = /http:\/\/\S+\/reset-password#[\w-]{43}/.exec(raw)?.[0];
      expect(url).toBeDefined();

      // An address without an account gets the same answer and no mail.
      await page.goto(`${mailServer}/forgot-password`);
      const nobody = uniqueEmail("nobody");
      await page.getByLabel("Email").fill(nobody);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect(page.getByRole("status")).toHaveText(TEXT.sent);

      await setPassword(page, url!);
      await expect(page).toHaveURL(/\/home$/);
      expect(await signedIn(page.request, mailServer)).toBe(true);
      expect(await signedIn(api)).toBe(false);
      const mine = mailbox.received.filter((m) => m.to.includes(email));
      expect(mine.length).toBe(1);
      expect(mailbox.received.some((m) => m.to.includes(nobody))).toBe(false);
    } finally {
      await mailbox.close();
    }
  });
  await api.dispose();
});

test.describe("the password-set notice", () => {
  test.use({ signedInAs: "member" });

  test("its parameter leaves the router's address too: a refresh of the page does not bring it back", async ({
    page,
  }) => {
    await page.goto("/home?passwordSet=1");
    await expect(
      page.getByRole("status").filter({ hasText: TEXT.set }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // A refresh writes the router's own address back into the history: it must be the
    // address without the parameter.
    const refreshed = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === "/home" &&
        answer.request().headers()["rsc"] === "1",
    );
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { refresh(): void } } }
      ).next.router.refresh(),
    );
    await refreshed;
    const cameBack = await page
      .waitForURL(/passwordSet/, { timeout: 1_500 })
      .then(
        () => true,
        () => false,
      );
    expect(cameBack, page.url()).toBe(false);
  });
});
