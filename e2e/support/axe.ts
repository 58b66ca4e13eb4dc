import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page as it is now and fails with a readable list of
 * violations. Colour transitions (a button that changed under the pointer) are
 * let finish first: contrast is judged on the colours a person sees, not on a
 * frame halfway between two of them.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; only what ends is waited for.
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        // One cancelled on the way (its element went) has ended too.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to
  // gather the frames' results, which doubles its time (1.1 s against 2.2 s on /home), and the
  // site has no frames from other origins, the one thing only that page would reach.
  // Only the violations come back with every element; the rest (passes, undecided) as counts.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
    ])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
