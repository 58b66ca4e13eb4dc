import { expect, test } from "./support/test";
import { chooseFromManage } from "./support/menu";
import { isPhone } from "./support/pages";
import { resetTexts } from "./support/page-texts";

// An editor at work: the saved sign-in (e2e/auth.setup.ts). The original texts filled in with
// the shop's details after a Shop details save: footer-details.spec.ts.
test.use({ signedInAs: "editor" });

const REFUSAL =
  "{fax} is not something the page can fill in. In curly braces write only {phone}, {email}, {address}, {hours}.";

test("@phone Page texts names each text by what a person sees, and Preview gives Save's verdict next to the field, above the sticky bar", async ({
  page,
}, info) => {
  await resetTexts(page.request, ["home"]);
  try {
    await page.goto("/home");
    await chooseFromManage(page, isPhone(info.project.name), "Page texts");
    await expect(page).toHaveURL(/\/pageTexts$/);
    await expect(
      page.getByLabel(
        "Home → A family of soap makers: ‘Our story begins in 1832…’",
        { exact: true },
      ),
    ).toBeVisible();
    // Once changed, its label says so too.
    const family = page
      .locator('[data-key="Home.family.text1"]')
      .getByRole("textbox");
    await expect(
      page.getByLabel(
        "Home → A family of soap makers: description of the picture, read by screen readers, ‘Members of the Halabi family…’",
      ),
    ).toBeVisible();
    // No label is a key.
    const labels = await page.locator("main label").allTextContents();
    expect(labels.length).toBeGreaterThan(30);
    for (const label of labels)
      expect(label).not.toMatch(/subtitle \d|image alt|item \d|text \d/);

    // The shop's details go in with their buttons, where the caret is.
    await family.fill("Our story begins in 1832. Call ");
    await page
      .getByRole("button", {
        name: "Insert {phone}: the phone number from Shop details",
      })
      .click();
    await expect(family).toHaveValue("Our story begins in 1832. Call {phone}");
    await family.press("ControlOrMeta+End");
    await family.pressSequentially(" or fax {fax}.");

    // Preview refuses what Save refuses, with the same words, next to the field and in view.
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(family).toHaveAccessibleDescription(
      new RegExp(REFUSAL.replace(/[{}.]/g, "\\$&")),
    );
    await expect(
      page.getByRole("region", { name: "Preview of the unsaved texts" }),
    ).toHaveCount(0);
    const warning = page.getByText(REFUSAL, { exact: true });
    await expect(warning).toBeInViewport();
    // The sticky bar's first line says what is wrong: the warning stands above it.
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveText(
      "Some texts need correcting; see the marked fields.",
    );
    const warningBox = (await warning.boundingBox())!;
    expect(warningBox.y + warningBox.height).toBeLessThan(
      (await alert.boundingBox())!.y,
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Save texts" }).click();
    await expect(page.getByText(REFUSAL, { exact: true })).toBeInViewport();
    await expect(family).toBeFocused();
    await expect(family).toHaveAttribute("aria-invalid", "true");
  } finally {
    await resetTexts(page.request, ["home"]);
  }
});
