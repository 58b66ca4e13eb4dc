import { expect, test } from "./support/test";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

test.describe("header", () => {
  test(
    "is fixed and holds the brand, email, social links and round icons",
    { tag: "@phone" },
    async ({ page }, info) => {
      await page.goto("/gallery");
      const brand = page.getByRole("link", {
        name: "Halabi Soap House (home)",
      });
      await expect(brand).toHaveAttribute("href", "/");
      const bar = page.locator("header > div").first();
      await expect(bar).toHaveCSS("position", "fixed");
      await page.mouse.wheel(0, 1500);
      await expect(brand).toBeInViewport();

      for (const value of [
        "Natural",
        "Handmade",
        "Eco-friendly",
        "Zero waste",
      ]) {
        await expect(
          page
            .getByRole("list", { name: "What our soap stands for" })
            .getByText(value),
        ).toBeVisible();
      }
      await expect(
        page.getByRole("img", { name: /Stacked Aleppo soap bars/ }),
      ).toBeAttached();

      await openMenuIfPhone(page, isPhone(info.project.name));
      const header = page.locator("header");
      await expect(
        header
          .getByRole("link", { name: /hello@halabi-soap\.example\.com/ })
          .first(),
      ).toHaveAttribute("href", "mailto:hello@halabi-soap.example.com");
      for (const [name, host] of [
        ["Facebook", "facebook.com"],
        ["Instagram", "instagram.com"],
        ["LinkedIn", "linkedin.com"],
        ["YouTube", "youtube.com"],
      ]) {
        const link = header
          .getByRole("link", { name, exact: true })
          .locator("visible=true");
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(`^https://www\\.${host.replace(".", "\\.")}/`),
        );
      }
    },
  );

  test(
    "nav links go where the spec says and mark the current page",
    { tag: "@phone" },
    async ({ page }, info) => {
      const phone = isPhone(info.project.name);
      await page.goto("/home");
      for (const [name, path] of [
        ["Products", "/products"],
        ["Gallery", "/gallery"],
        ["Contact", "/contact"],
        ["Home", "/home"],
      ]) {
        await openMenuIfPhone(page, phone);
        const nav = page
          .getByRole("navigation", { name: "Main" })
          .locator("visible=true");
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await openMenuIfPhone(page, phone);
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .locator("visible=true")
            .getByRole("link", { name, exact: true }),
        ).toHaveAttribute("aria-current", "page");
        if (phone)
          await page.getByRole("button", { name: "Close menu" }).click();
      }
    },
  );

  test("the brand link leads home", async ({ page }) => {
    await page.goto("/benefits");
    await page.getByRole("link", { name: "Halabi Soap House (home)" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("mobile menu", () => {
  // The menu exists only on narrow screens: both projects open the page at phone
  // width (the desktop one with a mouse, the phone one with touch).
  test.use({ viewport: { width: 375, height: 812 } });

  test(
    "is collapsed by default, toggles on click and collapses on resize",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/home");
      const open = page.getByRole("button", { name: "Open menu" });
      await expect(open).toHaveAttribute("aria-expanded", "false");
      const panelLink = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Gallery" });
      await expect(panelLink).toBeHidden();

      await open.click();
      await expect(panelLink).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(panelLink).toBeHidden();

      await open.click();
      await expect(panelLink).toBeVisible();
      await page.setViewportSize({ width: 812, height: 375 });
      await expect(panelLink).toBeHidden();
      await expect(
        page.getByRole("button", { name: "Open menu" }),
      ).toHaveAttribute("aria-expanded", "false");
    },
  );

  test(
    "closes after choosing a page and on Escape",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Gallery" })
        .click();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(
        page.getByRole("button", { name: "Open menu" }),
      ).toHaveAttribute("aria-expanded", "false");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.keyboard.press("Escape");
      await expect(
        page.getByRole("button", { name: "Open menu" }),
      ).toHaveAttribute("aria-expanded", "false");
    },
  );
});

test.describe("footer", () => {
  const internal: [string, string][] = [
    ["About us", "/home"],
    ["Our mission", "/ourmission"],
    ["Aleppo Soap Benefits", "/benefits"],
    ["How it is made", "/productionprocess"],
    ["FAQ", "/contact"],
    ["Privacy policy", "/privacypolicy"],
    ["Factory", "/gallery"],
    ["Videos", "/underconstruction"],
  ];

  test("has the four columns and the copyright line", async ({ page }) => {
    await page.goto("/home");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Company", "Get help", "Gallery", "Follow us"]) {
      await expect(
        footer.getByRole("heading", { name: heading }),
      ).toBeVisible();
    }
    await expect(
      footer.getByText(/^© 1832–\d{4} Halabi Soap House/),
    ).toBeVisible();
    for (const [name, path] of internal) {
      await expect(
        footer.getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", path);
    }
    await expect(
      footer.getByRole("link", { name: "Aleppo soap on Wikipedia" }),
    ).toHaveAttribute("href", "https://en.wikipedia.org/wiki/Aleppo_soap");
    await expect(
      footer.getByRole("link", { name: "The laurel tree on Wikipedia" }),
    ).toHaveAttribute("href", /wikipedia\.org\/wiki\/Laurus_nobilis$/);
    for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(
        footer.getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("its links lead to pages that answer", async ({ page }) => {
    for (const [name, path] of internal.slice(0, 4)) {
      await page.goto("/gallery");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
