import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { inRuns, otherPages, publicPages } from "./support/pages";

const paths = [
  ...publicPages.map((p) => p.path),
  ...otherPages,
  "/no-such-page",
];

for (const run of inRuns(paths, 4)) {
  test(
    `axe finds no violations on ${run.join(", ")}`,
    { tag: "@phone" },
    async ({ page }) => {
      for (const path of run) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectNoAxeViolations(page);
        });
      }
    },
  );
}
