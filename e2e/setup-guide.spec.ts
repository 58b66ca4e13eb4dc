import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { PASSWORD } from "./support/editors";
import { changeDetails } from "./support/shop-details";

const STEPS = {
  password: "Replace a generated password",
  codes: "Make and keep recovery codes",
  shopDetails: "Check the shop details",
  messages: "How messages reach you",
} as const;
const TEXT = {
  codesToDo:
    "If you forget your password, a recovery code is the way back in without email.",
  shopToDo:
    "Until the shop details are saved, every page shows the site's examples",
  // The e2e servers keep messages on the site (MAIL_TRANSPORT=outbox).
  outbox:
    "Messages from visitors stay on this site: you read them in Manage → Messages. Nothing is mailed to you. To have them mailed too, ask whoever installed the site to set up mail (SMTP). This site cannot email you a link to reset your password: your recovery codes are the way back in.",
  read: "I have read how messages reach us",
};

// The guide is an account's own: every test starts as an editor made for it.
test.use({ signedInAs: "new editor" });

const guideOf = (page: Page) =>
  page.getByRole("region", { name: "Getting started" });

const stepOf = (guide: Locator, title: string) =>
  guide.getByRole("listitem").filter({
    has: guide.page().getByRole("heading", { level: 3, name: title }),
  });

/** Whether a step shows "Done". */
async function expectDone(guide: Locator, title: string, done: boolean) {
  await expect(
    stepOf(guide, title).getByText("Done", { exact: true }),
  ).toHaveCount(done ? 1 : 0);
}

/** Whether the shop's details were ever saved (other specs of the worker may have). */
const shopDetailsSaved = async (page: Page) =>
  (await page.request.get("/api/shop-details")).headers().etag !== '"defaults"';

// That the marks follow the account to another session, and that the guide closes only when
// every step is done: app/api/account/setup-guide/route.test.ts.
test("an editor's first screen heads with the setup guide, and recovery codes kept show done in it", async ({
  page,
}) => {
  const guide = guideOf(page);
  const codes = stepOf(guide, STEPS.codes);
  const messages = stepOf(guide, STEPS.messages);
  let done = 0;

  await test.step("the first screen heads with the guide: each step, its progress, the next one spelt out", async () => {
    await page.goto("/addProducts");
    await expect(
      page.getByRole("heading", { level: 1, name: "Manage products" }),
    ).toBeVisible();
    await expect(guide).toBeVisible();
    for (const title of Object.values(STEPS))
      await expect(stepOf(guide, title)).toBeVisible();
    // The account's password is its own; no codes yet; nothing read yet.
    const shopSaved = await shopDetailsSaved(page);
    await expectDone(guide, STEPS.password, true);
    await expectDone(guide, STEPS.codes, false);
    await expectDone(guide, STEPS.shopDetails, shopSaved);
    await expectDone(guide, STEPS.messages, false);
    done = shopSaved ? 2 : 1;
    await expect(guide).toContainText(`${done} of 4 done`);
    await expect(codes.getByText(TEXT.codesToDo)).toBeVisible();
    // At desktop size the later steps are spelt out too (a phone's: the test below).
    await expect(messages.getByText(TEXT.outbox)).toBeVisible();
    await expect(
      guide.getByRole("button", { name: "Close the guide" }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("recovery codes made and kept on the account page show done in the guide", async () => {
    await codes.getByRole("link", { name: "Recovery codes" }).click();
    await expect(page).toHaveURL(/\/account\/password#recovery-codes-title$/);
    const section = page.getByRole("region", { name: "Recovery codes" });
    await expect(
      section.getByText(
        "This site cannot email you a link to reset your password: without these codes, you cannot get back in on your own.",
      ),
    ).toBeVisible();
    await section.getByLabel("Your password").fill(PASSWORD);
    await section
      .getByRole("button", { name: "Make new recovery codes" })
      .click();
    await expect(section.getByRole("listitem")).toHaveCount(8);
    await section
      .getByRole("button", { name: "I have kept these codes" })
      .click();
    await expect(
      section.getByText("Kept: the setup guide shows this step done."),
    ).toBeVisible();

    await page.goto("/addProducts");
    await expectDone(guide, STEPS.codes, true);
    await expect(codes).toContainText("You have 8 unused recovery codes.");
    await expect(guide).toContainText(`${++done} of 4 done`);
  });
});

test("an editor keeps codes made elsewhere and marks how messages reach us read; with every step done, the guide closes and stays closed", async ({
  page,
}) => {
  const guide = guideOf(page);
  const codes = stepOf(guide, STEPS.codes);
  const messages = stepOf(guide, STEPS.messages);
  // A set made elsewhere (every password change makes one, too), and the shop details saved
  // (as they are): what is left is the editor's word on each.
  const made = await page.request.post("/api/account/recovery-codes", {
    data: { currentPassword: PASSWORD },
  });
  expect(made.status()).toBe(200);
  await changeDetails(page, {});

  await test.step("recovery codes made elsewhere wait for the editor's word that they are kept", async () => {
    await page.goto("/addProducts");
    await expectDone(guide, STEPS.codes, false);
    await expect(codes).toContainText(
      "You have 8 unused recovery codes, shown once when they were made",
    );
    await codes
      .getByRole("button", { name: "I have kept my recovery codes" })
      .click();
    await expectDone(guide, STEPS.codes, true);
    await expect(codes).toContainText("You have 8 unused recovery codes.");
  });

  await test.step("how messages reach us is marked read", async () => {
    await expect(guide).toContainText("3 of 4 done");
    await messages.getByRole("button", { name: TEXT.read }).click();
    await expectDone(guide, STEPS.messages, true);
  });

  await test.step("every step done, the guide closes and stays closed", async () => {
    await page.reload();
    await expect(guide).toContainText("4 of 4 done");
    await expect(messages).toContainText(
      "Kept on this site, in Manage → Messages; not mailed.",
    );
    await expect(
      guide.getByText(
        "Every step is done. Close the guide: it will not come back.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await guide.getByRole("button", { name: "Close the guide" }).click();
    await expect(guide).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Manage products" }),
    ).toBeVisible();
    await expect(guide).toHaveCount(0);
  });
});

test(
  "at phone size the guide spells out only the next step; the later ones wait their turn",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/addProducts");
    const guide = guideOf(page);
    const codes = stepOf(guide, STEPS.codes);
    await expect(codes.getByText(TEXT.codesToDo)).toBeVisible();
    await expect(
      codes.getByRole("link", { name: "Recovery codes" }),
    ).toHaveAttribute("href", "/account/password#recovery-codes-title");
    const messages = stepOf(guide, STEPS.messages);
    await expect(messages.getByText(TEXT.outbox)).toBeHidden();
    await expect(
      messages.getByRole("button", { name: TEXT.read }),
    ).toBeHidden();
    await expectNoAxeViolations(page);
  },
);
