import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { openMenuIfPhone } from "./support/menu";
import {
  expectDrawn,
  expectHeaderContacts,
  footerLinks,
} from "./support/page-content";

// What the header and the footer hold is checked where each page is visited
// (e2e/public-pages.spec.ts); here a person moves around with them.

const mainNav = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator("visible=true");

test("a visitor moves around by the footer's links, the header's and the brand", async ({
  page,
}) => {
  await page.goto("/gallery");

  await test.step("the footer's links lead to pages that answer", async () => {
    // The home page last: the clicks are made on pages whose footer stays still.
    for (const [name, path] of [...footerLinks.slice(1, 4), footerLinks[0]!]) {
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  const current = (name: string) =>
    expect(
      mainNav(page).getByRole("link", { name, exact: true }),
    ).toHaveAttribute("aria-current", "page");

  await test.step("the nav links go where the spec says and mark the current page", async () => {
    for (const [name, path] of [
      ["Products", "/products"],
      ["Gallery", "/gallery"],
      ["Contact", "/contact"],
    ]) {
      await mainNav(page).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await current(name);
    }
  });

  await test.step("the brand link leads home", async () => {
    await page.getByRole("link", { name: "Halabi Soap House (home)" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await current("Home");
  });
});

test(
  "at phone size, the menu opens and closes, holds the links, the contact details and the language switch, and leads to the pages",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/home");
    const open = page.getByRole("button", { name: "Open menu" });
    const close = page.getByRole("button", { name: "Close menu" });
    const panelLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Gallery" });

    await test.step("the header keeps the brand, its stamp and the banner on screen", async () => {
      const brand = page.getByRole("link", {
        name: "Halabi Soap House (home)",
      });
      await expect(page.locator("header > div").first()).toHaveCSS(
        "position",
        "fixed",
      );
      await page.mouse.wheel(0, 1500);
      await expect(brand).toBeInViewport();
      await expect(
        page.locator('header img[src*="brand-stamp"]'),
      ).toBeVisible();
      await expect(page.locator('header img[src*="banner"]')).toBeVisible();
    });

    await test.step("the menu is collapsed by default, its glyph drawn", async () => {
      await expect(open).toHaveAttribute("aria-expanded", "false");
      await expect(panelLink).toBeHidden();
      await expectDrawn(open.locator("svg"));
    });

    await test.step("opened, it holds the email and the social links, drawn, and axe finds no violations", async () => {
      await openMenuIfPhone(page, true);
      await expect(panelLink).toBeVisible();
      await expectHeaderContacts(page);
      await expectNoAxeViolations(page);
    });

    await test.step("Close menu and Escape close it", async () => {
      await close.click();
      await expect(panelLink).toBeHidden();
      await open.click();
      await expect(panelLink).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(open).toHaveAttribute("aria-expanded", "false");
      await expect(panelLink).toBeHidden();
    });

    await test.step("it collapses when the phone turns sideways", async () => {
      await open.click();
      await expect(panelLink).toBeVisible();
      await page.setViewportSize({ width: 812, height: 375 });
      await expect(panelLink).toBeHidden();
      await expect(open).toHaveAttribute("aria-expanded", "false");
      await page.setViewportSize({ width: 375, height: 812 });
    });

    await test.step("its links go where the spec says, mark the current page, and close it", async () => {
      for (const [name, path] of [
        ["Products", "/products"],
        ["Contact", "/contact"],
        ["Gallery", "/gallery"],
      ]) {
        await openMenuIfPhone(page, true);
        await mainNav(page).getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(open).toHaveAttribute("aria-expanded", "false");
        await openMenuIfPhone(page, true);
        await expect(
          mainNav(page).getByRole("link", { name, exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await close.click();
      }
    });

    await test.step("the stacked gallery: axe finds no violations", () =>
      expectNoAxeViolations(page));

    await test.step("the language switch in the menu leads to the under-construction page", async () => {
      await openMenuIfPhone(page, true);
      await page
        .getByRole("group", { name: "Language" })
        .locator("visible=true")
        .getByRole("button", { name: "Français" })
        .click();
      await expect(page).toHaveURL(/\/underconstruction$/);
    });
  },
);
