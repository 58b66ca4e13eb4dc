import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test";
import { msg } from "./support/content-messages";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/home");
  });

  test("has the about-us title and both subtitles", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "About us",
    );
    await expect(page.getByText(msg("Home.subtitle1"))).toBeVisible();
    await expect(page.getByText(msg("Home.subtitle2"))).toBeVisible();
  });

  test("leads to the soaps near its top: the catalogue's first three, each to its page, and See our soaps", async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get("/api/products")).json()) as {
      id: string;
      name: string;
    }[];
    const soaps = page.getByRole("region", { name: msg("Home.soaps.heading") });
    const cards = soaps.getByRole("listitem").getByRole("link");
    await expect(cards).toHaveCount(3);
    for (const [i, product] of catalogue.slice(0, 3).entries()) {
      await expect(cards.nth(i)).toContainText(product.name);
      await expect(cards.nth(i)).toHaveAttribute(
        "href",
        `/products/${product.id}`,
      );
    }
    // Before the family's story, the first section after the introduction.
    const family = page.getByRole("region", {
      name: msg("Home.family.heading"),
    });
    const [soapsTop, familyTop] = await Promise.all(
      [soaps, family].map(async (l) => (await l.boundingBox())!.y),
    );
    expect(soapsTop).toBeLessThan(familyTop!);
    await soaps.getByRole("link", { name: msg("Home.soaps.seeAll") }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("has the family section with an image and three texts", async ({
    page,
  }) => {
    const family = page.getByRole("region", {
      name: msg("Home.family.heading"),
    });
    await expect(family.getByRole("img")).toHaveAttribute(
      "alt",
      msg("Home.family.imageAlt"),
    );
    for (const key of ["text1", "text2", "text3"]) {
      await expect(family.getByText(msg(`Home.family.${key}`))).toBeVisible();
    }
  });

  test("lists the six properties", async ({ page }) => {
    const properties = page.getByRole("region", {
      name: msg("Home.properties.heading"),
    });
    await expect(properties.getByRole("listitem")).toHaveCount(6);
    const titles = properties.getByRole("heading", { level: 3 });
    await expect(titles).toHaveText([
      "Natural",
      "Biodegradable",
      "For all skin types",
      "Long-lasting",
      "Fragrance-free",
      "Handmade",
    ]);
  });

  test("has the mission in five lines, the vision and the distribution", async ({
    page,
  }) => {
    const mission = page.getByRole("region", {
      name: msg("Home.mission.heading"),
    });
    await expect(mission.getByRole("listitem")).toHaveText(
      [1, 2, 3, 4, 5].map((n) => msg(`Home.mission.line${n}`)),
    );
    await expect(
      page
        .getByRole("region", { name: msg("Home.vision.heading") })
        .getByText(msg("Home.vision.text")),
    ).toBeVisible();
    const distribution = page.getByRole("region", {
      name: msg("Home.distribution.heading"),
    });
    // Its {address} is the shop's, on one line.
    await expect(
      distribution.getByText(
        msg("Home.distribution.text1").replace(
          "{address}",
          "Halabi Soap House, 12 Khan al-Sabun Street, Old City, Aleppo, Syria",
        ),
      ),
    ).toBeVisible();
    await expect(
      distribution.getByText(msg("Home.distribution.text2")),
    ).toBeVisible();
  });

  test("the text padding changes under 990 px", async ({ page }) => {
    const article = page.locator("main article");
    const padding = () =>
      article.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.paddingLeft, style.paddingRight];
      });
    await page.setViewportSize({ width: 989, height: 800 });
    const narrow = await padding();
    await page.setViewportSize({ width: 991, height: 800 });
    const wide = await padding();
    expect(narrow).toEqual(["20px", "20px"]);
    expect(wide).toEqual(["64px", "64px"]);
    await page.setViewportSize({ width: 990, height: 800 });
    expect(await padding()).toEqual(wide);
  });
});

// Issue 27's budget: the page fits the first TCP window (14 KB once gzipped).
test("the home page's HTML stays under 14 KB gzipped", async ({ request }) => {
  const res = await request.get("/home");
  expect(res.status()).toBe(200);
  expect(gzipSync(await res.body()).length).toBeLessThan(14 * 1024);
});
