import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetTexts, visitorOf } from "./support/page-texts";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

// Put back in a hook, which runs even after a test ran out of time: words left changed
// would meet the next test on this server (public-pages reads every original text).
let changed: string[] = [];
test.afterEach(async ({ page }) => {
  await resetTexts(page.request, changed);
  changed = [];
});

/** Opens Manage → Page texts, on `pages`' texts put back afterwards. */
async function onPageTexts(
  page: Page,
  pages: string[],
  run: () => Promise<void>,
) {
  // A run that stopped half-way may have left its words: start from the originals.
  await resetTexts(page.request, pages);
  changed = pages;
  await page.goto("/home");
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Page texts" }).click();
  await expect(page).toHaveURL(/\/pageTexts$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page texts" }),
  ).toBeVisible();
  await run();
}

const field = (page: Page, key: string) =>
  page.locator(`[data-key="${key}"]`).getByRole("textbox");

test("an editor changes a home page sentence and its description, a visitor sees both at once, and back to the original", async ({
  page,
  browser,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-5);
  const sentence = `The most direct way to buy our soap is at the workshop, now at 27 Souk al-Attarine (${n}).`;
  const description = `Aleppo soap made by hand by the Halabi family since 1832, from our workshop at 27 Souk al-Attarine (${n}).`;

  const visitor = await visitorOf(browser, baseURL!);
  await onPageTexts(page, ["home"], async () => {
    await expect(page.getByLabel("Page", { exact: true })).toHaveValue("home");
    const text = field(page, "Home.distribution.text1");
    await expect(text).toHaveValue(
      /at the workshop itself, \{address\}, where/,
    );
    const original = await text.inputValue();
    await text.fill(sentence);
    const meta = field(page, "Metadata.home.description");
    await meta.fill(description);
    await expect(meta).toHaveAccessibleDescription(
      new RegExp(`^${description.length} of about 160 characters shown`),
    );
    await expectNoAxeViolations(page);

    // The preview shows the unsaved words; nothing is saved yet.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", {
      name: "Preview of the unsaved texts",
    });
    await expect(preview.getByText(sentence)).toBeVisible();
    await expect(preview.getByText(description)).toBeVisible();
    await preview.getByRole("button", { name: "Back to editing" }).click();

    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Saved.",
    );

    await visitor.sees("/home", async (shown) => {
      await expect(shown.getByText(sentence)).toBeVisible();
      await expect(shown.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        description,
      );
    });

    // Back to the original, with the keyboard: the button follows its text
    // and the shop details' buttons, offered once the text was written in.
    await expect(field(page, "Home.distribution.text1")).toHaveValue(sentence);
    await field(page, "Home.distribution.text1").focus();
    const inserts = page
      .locator('[data-key="Home.distribution.text1"]')
      .getByRole("button", { name: /^Insert \{/ });
    await expect(inserts).toHaveCount(4);
    await page.keyboard.press("Tab");
    await expect(inserts.first()).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", {
        name: "Back to the original: Home → Where to find our soap: ‘The most direct way to…’",
      }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(field(page, "Home.distribution.text1")).toHaveValue(original);
    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Saved.",
    );
    await visitor.sees("/home", async (shown) => {
      // The original names the shop's address, which the page fills in.
      const [before, after] = original.split("{address}");
      await expect(shown.getByText(before)).toContainText(after);
      await expect(shown.getByText("{address}")).toHaveCount(0);
      await expect(shown.getByText(sentence)).toHaveCount(0);
    });
  });
  await visitor.close();
});

test("an earlier save restored and the restore undone; a stale save is answered with a clear message", async ({
  page,
  browser,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-5);
  const first = `Six generations, one recipe (${n}, first).`;
  const second = `Six generations, one recipe (${n}, second).`;
  const key = "OurMission.subtitle";
  const saved = () => page.getByRole("main").getByRole("status");

  const visitor = await visitorOf(browser, baseURL!);
  await onPageTexts(page, ["ourmission"], async () => {
    await page.getByLabel("Page", { exact: true }).selectOption("ourmission");
    await field(page, key).fill(first);
    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(saved()).toContainText("Saved.");
    await field(page, key).fill(second);
    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(saved()).toContainText("Saved.");

    // The newest save is the one shown now; the one before it holds the first text.
    const saves = page.getByRole("region", { name: "Earlier saves" });
    await expect(saves.getByRole("listitem").first()).toContainText(
      "(shown now)",
    );
    await saves
      .getByRole("button", { name: /^Restore this save/ })
      .first()
      .click();
    await expect(saved()).toContainText("Restored.");
    await expect(field(page, key)).toHaveValue(first);
    await expect(
      saves.getByText(/^Brought back the save of/).first(),
    ).toBeVisible();
    await visitor.sees("/ourmission", async (shown) =>
      expect(shown.getByText(first)).toBeVisible(),
    );

    await saved().getByRole("button", { name: "Undo the restore" }).click();
    await expect(field(page, key)).toHaveValue(second);
    await visitor.sees("/ourmission", async (shown) =>
      expect(shown.getByText(second)).toBeVisible(),
    );
    await expectNoAxeViolations(page);

    // Someone else saves meanwhile: this screen's save is refused, not lost.
    const now = await page.request.get("/api/page-texts/ourmission");
    const theirs = await page.request.put("/api/page-texts/ourmission", {
      data: { texts: { "OurMission.heritage.heading": `Since 1832 (${n})` } },
      headers: { "if-match": now.headers().etag! },
    });
    expect(theirs.status()).toBe(200);
    await field(page, key).fill(first);
    await page.getByRole("button", { name: "Save texts" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(
      "Someone else saved this page's texts since you opened it.",
    );
    await alert
      .getByRole("button", { name: "Load the latest version" })
      .click();
    await expect(field(page, "OurMission.heritage.heading")).toHaveValue(
      `Since 1832 (${n})`,
    );
    await expect(field(page, key)).toHaveValue(first);
    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(saved()).toContainText("Saved.");
  });
  await visitor.close();
});
