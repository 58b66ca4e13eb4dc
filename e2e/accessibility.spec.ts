import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { otherPages, publicPages } from "./support/pages";

for (const path of [
  ...publicPages.map((p) => p.path),
  ...otherPages,
  "/no-such-page",
]) {
  test(
    `axe finds no violations on ${path}`,
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    },
  );
}
