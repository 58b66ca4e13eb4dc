import { expect, type Page } from "@playwright/test";

/**
 * On a phone, opens the mobile menu so its links can be used; on a desktop, does
 * nothing. A tap that lands before the page has hydrated does nothing, as it would
 * for a person: tap again until the menu opens.
 */
export async function openMenuIfPhone(page: Page, phone: boolean) {
  if (!phone) return;
  const toggle = page.getByRole("button", { name: /^Open menu/ });
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await expect(close).toHaveAttribute("aria-expanded", "true", {
      timeout: 1_000,
    });
  }).toPass();
}

/** Opens Manage (in the phone's menu on a phone) and chooses `item`. */
export async function chooseFromManage(
  page: Page,
  phone: boolean,
  item: string,
) {
  await openMenuIfPhone(page, phone);
  await page
    .getByRole("button", { name: "Manage" })
    .locator("visible=true")
    .click();
  await page.getByRole("menuitem", { name: item }).click();
}
