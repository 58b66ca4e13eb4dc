import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { otherPages, publicPages } from "./support/pages";

const paths = [
  ...publicPages.map((p) => p.path),
  ...otherPages,
  "/no-such-page",
];

// A few pages per test, visited in one browser: only the first loads the site's scripts and
// fonts cold (a fresh browser context costs about 1.6 s of CPU on two cores, a page after
// it about 0.4 s), and each test stays well inside its time.
const perTest = 4;
for (let first = 0; first < paths.length; first += perTest) {
  const group = paths.slice(first, first + perTest);
  test(
    `axe finds no violations on ${group.join(", ")}`,
    { tag: "@phone" },
    async ({ page }) => {
      for (const path of group) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectNoAxeViolations(page);
        });
      }
    },
  );
}
