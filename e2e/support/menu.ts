import { expect, type Page } from "@playwright/test";

/** On a phone, opens the mobile menu so its links can be used; on a desktop, does nothing. */
export async function openMenuIfPhone(page: Page, phone: boolean) {
  if (!phone) return;
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(
    page.getByRole("button", { name: "Close menu" }),
  ).toHaveAttribute("aria-expanded", "true");
}
