import { expect, test, type Locator, type Page } from "./support/test";
import { unique } from "./support/catalog";
import { newAccount, ownAddress } from "./support/editors";
import { openMenuIfPhone } from "./support/menu";
import { withDetailsRestored } from "./support/shop-details";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** Where the fixed header ends, in the viewport. */
const headerBottom = (page: Page) =>
  page
    .getByRole("banner")
    .locator("div.fixed")
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);

/** Wholly on the screen, below the fixed header. */
async function expectInSight(page: Page, element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
}

test(
  "at phone size, a save's message shows whole below the header however the save was sent, and the menu's unread badge never covers its ✕",
  // The fixed header and the menu button are a phone's: this test runs at phone size only.
  { tag: "@phone-only" },
  async ({ page }) => {
    // A visitor's message, unread: the badge shows on the pages loaded after it.
    const res = await page.request.post("/api/contact", {
      data: {
        name: unique("Visitor"),
        email: "visitor@example.com",
        message: "Do you ship to Berlin?",
      },
      headers: { "x-forwarded-for": ownAddress() },
    });
    expect(res.status(), await res.text()).toBe(202);

    await test.step("a save sent with Enter from the first field: its message in sight", async () => {
      await withDetailsRestored(page, async () => {
        // Sent with the keyboard's Enter from the first field, far above the message.
        await page.goto("/shopDetails");
        const phone = page.getByLabel("Phone number");
        await phone.fill("+963 21 555 0184");
        await phone.press("Enter");
        const saved = page.getByRole("status").filter({ hasText: "Saved." });
        await expect(saved).toBeVisible();
        await expectInSight(page, saved);
      });
    });

    await test.step("a message above a list, for a role changed further down: in sight", async () => {
      const { email: member } = await newAccount("member");
      await page.goto("/editors");
      const row = page
        .getByRole("list", { name: "Accounts" })
        .getByRole("listitem")
        .filter({ hasText: member });
      await row.getByRole("button", { name: "Make editor" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: "Make editor", exact: true })
        .click();
      const done = page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: `${member} is now an editor` });
      await expect(done).toBeVisible();
      await expectInSight(page, done);
    });

    await test.step("the unread badge on the phone's menu button never covers the ✕ of the open menu", async () => {
      // On the screen of the step before.
      await openMenuIfPhone(page, true);
      const close = page.getByRole("button", { name: /^Close menu/ });
      const badge = close.getByTestId("unread-badge");
      await expect(badge).toBeVisible();
      // The ✕ is drawn from 6 to 18 of the icon's 24 units, with a stroke of 2.
      const icon = (await close.locator("svg").boundingBox())!;
      const unit = icon.width / 24;
      const cross = {
        x: icon.x + 5 * unit,
        y: icon.y + 5 * unit,
        width: 14 * unit,
        height: 14 * unit,
      };
      expect(overlap((await badge.boundingBox())!, cross)).toBe(false);
      // Still on the screen and on the button's corner.
      await expect(badge).toBeInViewport({ ratio: 1 });
    });
  },
);
