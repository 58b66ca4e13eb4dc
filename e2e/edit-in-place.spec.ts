import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { msg } from "./support/content-messages";
import { asVisitor, resetTexts, visitorOf } from "./support/page-texts";

// What a save keeps (the page's earlier saves) and refuses: app/api/page-texts/**/route.test.ts.
// An editor at work: the saved sign-in (e2e/auth.setup.ts), which holds the
// session hint the header's islands, and so the control, follow.
test.use({ signedInAs: "editor" });

/** An editor on `path`, on the original texts of `pages` (put back afterwards too). */
async function asEditorOn(
  page: Page,
  path: string,
  pages: string[],
  run: () => Promise<void>,
) {
  await resetTexts(page.request, pages);
  try {
    await page.goto(path);
    await run();
  } finally {
    await resetTexts(page.request, pages);
  }
}

const control = (page: Page) =>
  page.getByRole("button", { name: "Edit the words on this page" });
const bar = (page: Page) =>
  page.getByRole("region", { name: "Editing the words of this page" });
/** A text being edited, by what a person sees of it. */
const box = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });

/** The scripts a page loaded that hold the in-place editor. */
function editingScripts(watched: Page) {
  const found: string[] = [];
  watched.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes("plaintext-only")) found.push(response.url());
  });
  return found;
}

const SUBTITLE = "Home: ‘Every bar is cooked in…’";
const DISTRIBUTION = "Home → Where to find our soap: ‘The most direct way to…’";
const REFUSAL =
  "{fax} is not something the page can fill in. In curly braces write only {phone}, {email}, {address}, {hours}.";

/** Types a shop detail with its button and a name the page cannot fill in, at the end of the subtitle. */
async function writeDetailAndFax(page: Page) {
  const text = box(page, SUBTITLE);
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Call ");
  await bar(page)
    .getByRole("button", {
      name: "Insert {phone}: the phone number from Shop details",
    })
    .click();
  await page.keyboard.type(" or fax {fax}.");
  await expect(text).toHaveText(
    `${msg("Home.subtitle2")} Call {phone} or fax {fax}.`,
  );
}

/** Save refuses the text: the note stands next to it, in view above the bar. */
async function expectRefusedInView(page: Page) {
  const text = box(page, SUBTITLE);
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAccessibleDescription(REFUSAL);
  const note = page.getByText(REFUSAL, { exact: true });
  await expect(note).toBeInViewport();
  const noteBox = (await note.boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(barBox.y);
  await expect(bar(page).getByRole("alert")).toHaveText(
    "Some texts need correcting; see the marked fields.",
  );
  return note;
}

test("an editor's words stand where they were, as written; Escape cancels, and a name the page cannot fill in is refused next to the text", async ({
  page,
}) => {
  const words = `Every bar is cooked, cut and stamped by hand (${Date.now()}).`;
  const original = msg("Home.subtitle2");
  const loaded = editingScripts(page);
  await asEditorOn(page, "/home", ["home", "footer"], async () => {
    await test.step("the words stand where they were, as written, and the editor's code loads", async () => {
      await control(page).click();
      await expect(bar(page)).toBeVisible();
      // Nothing is wrong yet: no alert, not even an empty one.
      await expect(bar(page).getByRole("alert")).toHaveCount(0);
      // The words stand where they were, as written: the address is Shop details' {address}.
      await expect(box(page, SUBTITLE)).toHaveText(original);
      await expect(box(page, DISTRIBUTION)).toContainText(
        "at the workshop itself, {address}, where",
      );
      await expect(
        box(page, "Footer: ‘© 1832–{year} Halabi Soap House…’"),
      ).toBeVisible();
      // The check a visitor's page passes below sees this code.
      await expect.poll(() => loaded.length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });

    await test.step("Escape cancels: the page is as it was", async () => {
      await box(page, SUBTITLE).fill(words);
      await expect(bar(page).getByRole("status")).toHaveText("1 text changed.");
      await page.keyboard.press("Escape");
      await expect(bar(page)).toHaveCount(0);
      await expect(page.getByRole("main").getByText(original)).toBeVisible();
      await expect(page.getByRole("main").getByText(words)).toHaveCount(0);
      await expect(control(page)).toBeFocused();
    });

    await test.step("a shop detail goes in with its button, and a name the page cannot fill in is refused next to the text", async () => {
      await page.keyboard.press("Enter");
      await writeDetailAndFax(page);
      const version = async () =>
        (await page.request.get("/api/page-texts/home")).headers().etag;
      const before = await version();
      await bar(page).getByRole("button", { name: "Save" }).click();
      const note = await expectRefusedInView(page);
      // Nothing was saved.
      expect(await version()).toBe(before);
      await box(page, SUBTITLE).fill(`${original} Call {phone}.`);
      await expect(note).toHaveCount(0);
      await bar(page).getByRole("button", { name: "Cancel" }).click();
      await expect(control(page)).toBeFocused();
    });
  });
});

test("an editor's Save shows the new words to everyone, and Undo takes them back", async ({
  page,
  browser,
  baseURL,
}) => {
  const words = `Every bar is cooked, cut and stamped by hand (${Date.now()}).`;
  const original = msg("Home.subtitle2");
  const visitor = await visitorOf(browser, baseURL!);
  await asEditorOn(page, "/home", ["home"], async () => {
    await control(page).focus();
    await page.keyboard.press("Enter");
    await test.step("Save shows the new words to everyone", async () => {
      await box(page, SUBTITLE).fill(words);
      await bar(page).getByRole("button", { name: "Save" }).click();
      await expect(bar(page).getByRole("status")).toHaveText(
        "Saved. The page shows the new words.",
      );
      await expect(page.getByRole("main").getByText(words)).toBeVisible();
      await expect(page.getByRole("textbox")).toHaveCount(0);
      await visitor.sees("/home", (shown) =>
        expect(shown.getByRole("main").getByText(words)).toBeVisible(),
      );
    });

    await test.step("Undo restores the save before it, for everyone", async () => {
      await bar(page).getByRole("button", { name: "Undo this save" }).click();
      await expect(bar(page).getByRole("status")).toHaveText(
        "Undone. The page shows the words it had before.",
      );
      await expect(page.getByRole("main").getByText(original)).toBeVisible();
      await visitor.sees("/home", (shown) =>
        expect(shown.getByRole("main").getByText(original)).toBeVisible(),
      );
      await bar(page).getByRole("button", { name: "Close" }).click();
      await expect(control(page)).toBeFocused();
    });
  });
  await visitor.close();
});

test(
  "at phone size, a refused text's note stands in view above the editing bar, the page passes axe with both, and Cancel closes it",
  { tag: "@phone-only" },
  async ({ page }) => {
    await asEditorOn(page, "/home", ["home", "footer"], async () => {
      await control(page).click();
      await expect(bar(page)).toBeVisible();
      await writeDetailAndFax(page);
      await bar(page).getByRole("button", { name: "Save" }).click();
      await expectRefusedInView(page);
      await expectNoAxeViolations(page);
      await bar(page).getByRole("button", { name: "Cancel" }).click();
      await expect(bar(page)).toHaveCount(0);
      await expect(control(page)).toBeFocused();
    });
  },
);

test("the texts that are not words on the page are in a panel, named by what they are, and saved with the rest", async ({
  page,
  browser,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-5);
  const title = `Aleppo soap by the Halabi family (${n})`;
  await asEditorOn(
    page,
    "/productionprocess",
    ["productionprocess", "footer"],
    async () => {
      await control(page).click();
      await bar(page)
        .getByRole("button", { name: "Texts not shown as words" })
        .click();
      const panel = bar(page).getByRole("region", {
        name: "Texts not shown as words",
      });
      await expect(
        panel.getByLabel(
          "How it is made → From cauldron to bar → Cooking the base: description of the picture, read by screen readers, ‘Soap maker stirring olive oil…’",
        ),
      ).toBeVisible();
      await expect(
        panel.getByLabel("Footer: name read by screen readers, ‘Site footer’"),
      ).toBeVisible();
      await panel.getByLabel("Page title").fill(title);
      // The step label, used five times, changes in all five.
      const steps = page.getByRole("textbox", {
        name: "How it is made: ‘Step {number}’",
      });
      await expect(steps).toHaveCount(5);
      await steps.first().fill("Stage {number}");
      await expect(steps.nth(4)).toHaveText("Stage {number}");
      await bar(page).getByRole("button", { name: "Save" }).click();
      await expect(bar(page).getByRole("status")).toHaveText(
        "Saved. The page shows the new words.",
      );
      await expect(page.getByText("Stage 5")).toBeVisible();
      await asVisitor(
        browser,
        baseURL!,
        "/productionprocess",
        async (visitor) => {
          await expect(visitor).toHaveTitle(
            new RegExp(`^${title.replace(/[()]/g, "\\$&")}`),
          );
          await expect(visitor.getByText("Stage 3")).toBeVisible();
        },
      );
    },
  );
});

test.describe("signed in as a member", () => {
  test.use({ signedInAs: "member" });

  test("a member and a visitor never see the control, and a visitor's page loads no editing code", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/home");
    // The member's islands are there (the account menu), the control is not.
    await expect(
      page.getByRole("button", { name: "Logout" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect(control(page)).toHaveCount(0);

    const visitor = await browser.newContext({
      baseURL,
      storageState: undefined,
    });
    try {
      const visitorPage = await visitor.newPage();
      const loaded = editingScripts(visitorPage);
      await visitorPage.goto("/home");
      await visitorPage.waitForLoadState("networkidle");
      await expect(control(visitorPage)).toHaveCount(0);
      expect(loaded).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
