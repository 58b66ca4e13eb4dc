import { request as newRequest, type Page } from "@playwright/test";
import { startSmtpServer } from "../test/mail/peers";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { withLock } from "./support/catalog";
import {
  ADMIN,
  adminRequest,
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

/**
 * Where a member lands after a reset: the home page, which says the password is set, once: the
 * parameter that asks for it leaves the address, the router's own too.
 */
async function expectLandedWithNotice(page: Page) {
  const notice = page.getByRole("status").filter({ hasText: TEXT.set });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);
  // A refresh writes the router's own address back into the history: it must be the address
  // without the parameter.
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
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  // A reload says nothing.
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

  test("the Editors screen offers reset links for members only; an editor makes one, copies it, and sees it once", async ({
    page,
  }) => {
    const { email } = await newAccount("member");
    const { email: editor } = await newAccount("editor");
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/editors");
    const rowOf = (address: string) =>
      page.getByRole("listitem").filter({ hasText: address });
    const make = { name: "Create a reset link" };
    const row = rowOf(email);
    await expect(row.getByRole("button", make)).toBeVisible();
    await expect(
      rowOf(editor).getByRole("button", { name: "Make member" }),
    ).toBeVisible();
    await expect(rowOf(editor).getByRole("button", make)).toHaveCount(0);
    await expect(rowOf(ADMIN.email).getByRole("button", make)).toHaveCount(0);

    await row.getByRole("button", make).click();
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
});

// That it ends the account's sessions and works once: app/api/account/reset-password/route.test.ts.
test("a reset link sets a new password and lands on the home page with a notice, once; opened again, it says so", async ({
  page,
}) => {
  // The link an editor makes on the Editors screen (the test above), for a new member.
  const { email } = await newAccount("member");
  const admin = await adminRequest();
  const accounts = (await (await admin.get("/api/accounts")).json()) as {
    id: string;
    email: string;
  }[];
  const { id } = accounts.find((a) => a.email === email)!;
  const made = await admin.post(
    `/api/accounts/${encodeURIComponent(id)}/reset-link`,
  );
  expect(made.status(), await made.text()).toBe(201);
  const { url } = (await made.json()) as { url: string };

  await setPassword(page, url);
  await expectLandedWithNotice(page);
  expect(await signedIn(page.request)).toBe(true);

  // Opened again once used: the page says so at once, with no form to fill.
  await page.goto(url);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    TEXT.used,
  );
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Ask for a new link" }),
  ).toHaveAttribute("href", "/forgot-password");
  await expectNoAxeViolations(page);
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
      // With mail, the recovery code is the second way, one tap away.
      const byCode = page.getByRole("region", { name: "Use a recovery code" });
      await expect(byCode).toHaveCount(0);
      await page
        .getByRole("button", { name: "I have a recovery code" })
        .click();
      await expect(byCode.getByLabel("Recovery code")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("Email").first().fill(email);
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

      await setPassword(page, url!);
      await expect(page).toHaveURL(/\/home$/);
      expect(await signedIn(page.request, mailServer)).toBe(true);
    } finally {
      await mailbox.close();
    }
  });
  await api.dispose();
});
