import type { Locator, Page } from "@playwright/test";
import { ADMIN_PATHS } from "../lib/admin-pages";
import { expect, test } from "./support/test";
import { isPhone } from "./support/pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** Each admin screen and the first thing to work on there. */
const firstWork: Record<string, (page: Page) => Locator> = Object.fromEntries([
  // Until an editor's setup is done, the guide above the catalogue is the first work.
  [
    "/addProducts",
    (page) =>
      page
        .locator(
          'main section[aria-labelledby="setup-guide-title"], main summary',
        )
        .first(),
  ],
  ["/messages", (page) => page.locator("[data-unread]")],
  ["/history", (page) => page.getByRole("article").first()],
  [
    "/editors",
    (page) =>
      page
        .getByRole("list", { name: "Accounts" })
        .getByRole("listitem")
        .first(),
  ],
  ["/shopDetails", (page) => page.getByLabel("Phone number")],
  [
    "/editGallery",
    (page) =>
      page
        .getByRole("list", { name: /^Pictures, in the order/ })
        .getByRole("listitem")
        .first(),
  ],
] satisfies [string, (page: Page) => Locator][]);

// Zod's parsers try `new Function` on first use unless a schema module set them jitless: the
// browser then reports an 'unsafe-eval' violation. At desktop size every admin screen is opened
// and its first field edited, so its form validates once; the fixture fails the test on any
// violation.
test(
  "admin screens open with a compact title on a phone, the first work item on the first screen; every one validates its forms without breaking the page's policy",
  { tag: "@phone" },
  async ({ page }, info) => {
    const phone = isPhone(info.project.name);
    const paths = phone ? Object.keys(firstWork) : ADMIN_PATHS;
    for (const path of paths) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, path).toBeVisible();
      const firstItem = firstWork[path];
      if (firstItem) {
        const align = await heading.evaluate(
          (h) => getComputedStyle(h).textAlign,
        );
        expect(align, path).toBe(phone ? "start" : "center");
        const item = firstItem(page);
        await expect(item, path).toBeVisible();
        if (phone) {
          // At 375×812 at least a touch target's height of it shows without scrolling.
          const box = (await item.boundingBox())!;
          expect(box.y + 44, path).toBeLessThanOrEqual(812);
        }
      }
      if (phone) continue;
      const field = page.getByRole("main").getByRole("textbox").first();
      if ((await field.count()) === 0) continue;
      await field.press("End");
      await field.pressSequentially(" x");
      await field.press("Backspace");
      await field.press("Backspace");
    }
  },
);
