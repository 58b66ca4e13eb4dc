import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { isPhone } from "./support/pages";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** Each admin screen and the first thing to work on there. */
const screens: [string, (page: Page) => Locator][] = [
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
];

test(
  "admin screens open with a compact title on a phone: the first work item is on the first screen",
  { tag: "@phone" },
  async ({ page }, info) => {
    const phone = isPhone(info.project.name);
    for (const [path, firstItem] of screens) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      const align = await heading.evaluate(
        (h) => getComputedStyle(h).textAlign,
      );
      expect(align, path).toBe(phone ? "start" : "center");
      const item = firstItem(page);
      await expect(item, path).toBeVisible();
      if (!phone) continue;
      // At 375×812 at least a touch target's height of it shows without scrolling.
      const box = (await item.boundingBox())!;
      expect(box.y + 44, path).toBeLessThanOrEqual(812);
    }
  },
);
