import { expect, test } from "./support/test";
import { msg } from "./support/content-messages";

const region = (name: string) => ({ name: msg(name) });

test.describe("benefits page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/benefits");
  });

  test("has the key uses and the four ingredients", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      msg("Benefits.title"),
    );
    const uses = page.getByRole("region", region("Benefits.keyUses.heading"));
    await expect(uses.getByRole("heading", { level: 3 })).toHaveText([
      "Face",
      "Body",
      "Hair",
      "Shaving",
      "Gentle cleansing",
    ]);
    const ingredients = page.getByRole(
      "region",
      region("Benefits.ingredients.heading"),
    );
    // The spec's four ingredients, in its words.
    await expect(ingredients.getByRole("heading", { level: 3 })).toHaveText([
      /olive oil/i,
      /laurel oil/i,
      /sodium hydroxide/i,
      /water/i,
    ]);
  });

  test("gives the laurel-oil percentages by skin type exactly, as a table", async ({
    page,
  }) => {
    const table = page.getByRole("table", {
      name: msg("Benefits.laurel.caption"),
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      msg("Benefits.laurel.columnSkin"),
      msg("Benefits.laurel.columnPercent"),
    ]);
    const expected: [RegExp, string][] = [
      [/oily or acne-prone/i, "32-40%"],
      [/combination/i, "16-20%"],
      [/normal/i, "8-10%"],
      [/dry or sensitive/i, "4-5%"],
      [/most delicate/i, "1-2%"],
    ];
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(expected.length);
    for (const [index, [skin, percent]] of expected.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(skin);
      await expect(rows.nth(index).getByRole("cell")).toHaveText(percent);
    }
  });
});

test.describe("our mission page", () => {
  test("has the heritage since 1832, authenticity and the mission", async ({
    page,
  }) => {
    await page.goto("/ourmission");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      msg("OurMission.title"),
    );
    const heritage = page.getByRole(
      "region",
      region("OurMission.heritage.heading"),
    );
    await expect(heritage).toContainText("1832");
    await expect(heritage).toContainText(msg("OurMission.heritage.text2"));
    for (const section of ["authenticity", "mission"]) {
      const part = page.getByRole(
        "region",
        region(`OurMission.${section}.heading`),
      );
      await expect(part).toContainText(msg(`OurMission.${section}.text1`));
      await expect(part).toContainText(msg(`OurMission.${section}.text2`));
    }
  });

  test("ends with the phone number filled in and the email label", async ({
    page,
  }) => {
    await page.goto("/ourmission");
    await expect(page.locator("body")).not.toContainText("{phone}");
    const footer = page.locator("main article > footer");
    await expect(footer).toContainText(
      msg("OurMission.footer.text").replace("{phone}", msg("Site.phone")),
    );
    await expect(
      footer.getByRole("link", { name: msg("Site.phone") }),
    ).toHaveAttribute(
      "href",
      `tel:${msg("Site.phone").replace(/[^\d+]/g, "")}`,
    );
    await expect(
      footer.getByRole("link", { name: msg("OurMission.footer.emailLabel") }),
    ).toHaveAttribute("href", `mailto:${msg("Site.email")}`);
  });
});

test.describe("production process page", () => {
  test("has the history and the five steps as an illustrated sequence", async ({
    page,
  }) => {
    await page.goto("/productionprocess");
    await expect(
      page
        .getByRole("region", region("ProductionProcess.history.heading"))
        .getByText(msg("ProductionProcess.history.text1")),
    ).toBeVisible();
    const steps = page
      .getByRole("region", region("ProductionProcess.steps.heading"))
      .locator("ol > li");
    await expect(steps).toHaveCount(5);
    // The spec's five steps, in its order.
    const titles = [
      /cooking the base/i,
      /cooling/i,
      /cutting/i,
      /stamping/i,
      /ageing \(seven months\)/i,
    ];
    let previousTop = -1;
    for (const [index, title] of titles.entries()) {
      const step = steps.nth(index);
      await expect(step.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(step).toContainText(`Step ${index + 1}`);
      await expect(step.getByRole("img")).toHaveAttribute(
        "alt",
        msg(`ProductionProcess.steps.step${index + 1}.imageAlt`),
      );
      const box = await step.boundingBox();
      expect(box!.y).toBeGreaterThan(previousTop);
      previousTop = box!.y;
    }
    await expect(steps.nth(4)).toContainText("seven months");
  });
});
