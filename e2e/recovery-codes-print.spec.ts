import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { PASSWORD } from "./support/editors";

test.use({ signedInAs: "new member" });

/** The lines a code's text takes on the page: 1 when it never wraps. */
const linesOf = (code: Locator) =>
  code.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => rect.top)).size;
  });

// The narrowest screen is where a code could wrap; the printed sheet is the same at any size.
test(
  "recovery codes stand whole on a phone's screen and print on one A4 sheet with only the site, the account, the date and the codes",
  { tag: "@phone-only" },
  async ({ page, baseURL, me: { email } }) => {
    await page.goto("/account/password");
    const section = page.getByRole("region", { name: "Recovery codes" });
    await section.getByLabel("Your password").fill(PASSWORD);
    await section
      .getByRole("button", { name: "Make new recovery codes" })
      .click();
    const shown = section
      .getByRole("group", { name: /Your 8 recovery codes/ })
      .getByRole("listitem");
    await expect(shown).toHaveCount(8);
    const codes = await shown.allTextContents();
    for (const code of await shown.all()) expect(await linesOf(code)).toBe(1);

    await page.emulateMedia({ media: "print" });
    const sheet = page.locator(".print-sheet");
    await expect(sheet).toBeVisible();
    // What the printed page shows is the sheet, and nothing else of the page.
    for (const around of [
      page.getByRole("banner"),
      page.getByRole("contentinfo"),
      page.getByRole("navigation"),
      page.getByRole("main"),
    ])
      await expect(around).toHaveCount(0);
    const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" }).format(
      new Date(),
    );
    const host = new URL(baseURL!).host;
    expect(
      (await page.locator("body").innerText())
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      `Recovery codes: Halabi Soap House website (${host})`,
      `Account: ${email}`,
      `Made on ${date}`,
      ...codes,
    ]);
    for (const code of await sheet.getByRole("listitem").all())
      expect(await linesOf(code)).toBe(1);
    await test.info().attach("printed sheet", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    // Headless Chromium prints it: one page of A4.
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  },
);
