import { expect, test, type Locator } from "./support/test";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";
import { distance, pixelsOf } from "./support/pixels";

// The icons come from one sprite file (public/images/icons.svg) through <use>: an
// icon whose symbol did not load is an empty box, so each one is checked on screen.

/** The icon is drawn: a good part of its box differs from its top-left corner. */
async function expectDrawn(icon: Locator) {
  await expect(icon).toBeVisible();
  await expect
    .poll(async () => {
      const pixels = await pixelsOf(icon);
      return pixels.unlike(pixels.at(0.02, 0.02)) / pixels.total;
    })
    .toBeGreaterThan(0.1);
}

/** All four social icons are drawn, and YouTube's play triangle shows what is behind the pill. */
async function expectSocialIcons(list: Locator) {
  for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"])
    await expectDrawn(
      list.getByRole("link", { name, exact: true }).locator("svg"),
    );
  const youtube = await pixelsOf(
    list.getByRole("link", { name: "YouTube", exact: true }).locator("svg"),
  );
  const behind = youtube.at(0.02, 0.02);
  const pill = youtube.at(0.2, 0.5);
  const triangle = youtube.at(0.5, 0.5);
  expect(distance(pill, behind)).toBeGreaterThan(60);
  expect(distance(triangle, pill)).toBeGreaterThan(60);
  expect(distance(triangle, behind)).toBeLessThan(30);
}

test(
  "the social icons are drawn in the header (or phone menu) and the footer",
  { tag: "@phone" },
  async ({ page }, info) => {
    await page.goto("/home");
    await openMenuIfPhone(page, isPhone(info.project.name));
    await expectSocialIcons(
      page
        .locator("header")
        .getByRole("list", { name: "Follow us" })
        .locator("visible=true"),
    );
    await expectSocialIcons(
      page.getByRole("contentinfo").getByRole("list", { name: "Follow us" }),
    );
  },
);

test(
  "the value badges, the mail and menu glyphs and the leaf marks are drawn",
  { tag: "@phone" },
  async ({ page }, info) => {
    const phone = isPhone(info.project.name);
    await page.goto("/home");
    const values = page
      .getByRole("list", { name: "What our soap stands for" })
      .locator("svg");
    await expect(values).toHaveCount(4);
    for (const badge of await values.all()) await expectDrawn(badge);
    await expectDrawn(
      page
        .getByRole("region", { name: "What makes our soap different" })
        .locator("svg")
        .first(),
    );
    if (phone) {
      await expectDrawn(
        page.getByRole("button", { name: "Open menu" }).locator("svg"),
      );
      await openMenuIfPhone(page, phone);
    }
    await expectDrawn(
      page
        .locator("header")
        .getByRole("link", { name: /hello@halabi-soap\.example\.com/ })
        .locator("visible=true")
        .locator("svg"),
    );
  },
);

test("every icon names one sprite address that names its content and is kept for a year", async ({
  page,
  request,
}) => {
  await page.goto("/home");
  const addresses = await page
    .locator("svg use")
    .evaluateAll((uses) =>
      uses.map((use) => use.getAttribute("href")!.split("#")[0]),
    );
  expect(addresses.length).toBeGreaterThan(5);
  expect(new Set(addresses).size).toBe(1);
  expect(addresses[0]).toMatch(/^\/images\/icons\.svg\?v=[0-9a-f]{8}$/);
  const sprite = await request.get(addresses[0]!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});
