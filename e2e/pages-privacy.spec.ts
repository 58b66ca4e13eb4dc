import { expect, test } from "./support/test";
import { msg } from "./support/content-messages";

// Every point the spec lists for the policy, with words that must appear in its section.
const points: [string, (string | RegExp)[]][] = [
  ["dataCollected", ["name", "email address", "message", "IP address"]],
  ["purposes", ["to reply to your question"]],
  ["legalBases", ["consent", "legitimate interest"]],
  ["noSale", ["never sell"]],
  ["retention", ["up to 12 months"]],
  ["rights", ["access", "rectified", "erased", "object", "complaint"]],
  ["cookies", ["set no cookies", /session cookie/]],
];

test.describe("privacy policy page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/privacypolicy");
  });

  test("is dated 01.01.2025 and covers every point of the spec", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      msg("PrivacyPolicy.title"),
    );
    await expect(page.getByText("Last updated: 01.01.2025")).toBeVisible();
    for (const [key, words] of points) {
      const section = page.getByRole("region", {
        name: msg(`PrivacyPolicy.${key}.heading`),
      });
      await expect(section).toContainText(msg(`PrivacyPolicy.${key}.text`));
      for (const word of words) await expect(section).toContainText(word);
    }
  });

  test("says where messages go as this site is set up: kept on its own server, no email service", async ({
    page,
  }) => {
    const section = page.getByRole("region", {
      name: msg("PrivacyPolicy.delivery.heading"),
    });
    await expect(section).toContainText(
      msg("PrivacyPolicy.delivery.storedLocal"),
    );
    await expect(section).toContainText(msg("PrivacyPolicy.delivery.noEmail"));
    await expect(section).not.toContainText("third-party email service");
  });

  test("gives the address and contact details from the messages", async ({
    page,
  }) => {
    const address = page.locator("main address");
    for (const key of ["label", "line1", "line2", "line3", "line4"]) {
      await expect(address).toContainText(msg(`Site.address.${key}`));
    }
    await expect(
      address.getByRole("link", { name: msg("Site.email") }),
    ).toHaveAttribute("href", `mailto:${msg("Site.email")}`);
    await expect(
      address.getByRole("link", { name: msg("Site.phone") }),
    ).toHaveAttribute(
      "href",
      `tel:${msg("Site.phone").replace(/[^\d+]/g, "")}`,
    );
  });
});
