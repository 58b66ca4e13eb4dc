import { ADMIN_PATHS } from "../lib/admin-pages";
import { expect, test } from "./support/test";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

// Zod's parsers try `new Function` on first use unless a schema module set
// them jitless: the browser then reports an 'unsafe-eval' violation. Every
// screen is opened and its first field edited, so its form validates once;
// the fixture fails the test on any violation.
test("every admin screen validates its forms without breaking the page's policy", async ({
  page,
}) => {
  for (const path of ADMIN_PATHS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    const field = page.getByRole("main").getByRole("textbox").first();
    if ((await field.count()) === 0) continue;
    await field.press("End");
    await field.pressSequentially(" x");
    await field.press("Backspace");
    await field.press("Backspace");
  }
});
