import { expect, test } from "./support/test";

const visibleSwitch = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Language" }).locator("visible=true");

// At phone size the switch sits in the menu: e2e/layout.spec.ts.
test("FR stores lang=fr and shows the under-construction page, EN goes back to /home", async ({
  page,
}) => {
  await page.goto("/gallery");
  await visibleSwitch(page).getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/underconstruction$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This Page is under Constuction",
  );
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");

  // The choice survives a reload and the switch shows it; the texts stay English.
  await page.reload();
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
  await expect(
    visibleSwitch(page).getByRole("button", { name: "English" }),
  ).toHaveAttribute("aria-pressed", "true");

  expect(await page.context().cookies()).toEqual([]);
});
