import { expect, test } from "./support/test";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

const visibleSwitch = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Language" }).locator("visible=true");

test(
  "FR stores lang=fr and shows the under-construction page, EN goes back to /home",
  { tag: "@phone" },
  async ({ page }, info) => {
    const phone = isPhone(info.project.name);
    await page.goto("/gallery");
    await openMenuIfPhone(page, phone);
    await visibleSwitch(page).getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/underconstruction$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This Page is under Constuction",
    );
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");

    // The choice survives a reload and the switch shows it; the texts stay English.
    await page.reload();
    await openMenuIfPhone(page, phone);
    await expect(
      visibleSwitch(page).getByRole("button", { name: "Français" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      visibleSwitch(page).getByRole("button", { name: "English" }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await visibleSwitch(page).getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    await page.reload();
    await openMenuIfPhone(page, phone);
    await expect(
      visibleSwitch(page).getByRole("button", { name: "English" }),
    ).toHaveAttribute("aria-pressed", "true");

    expect(await page.context().cookies()).toEqual([]);
  },
);
