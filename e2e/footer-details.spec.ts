import { expect, test, type Page } from "./support/test";
import { isPhone } from "./support/pages";
import { resetTexts } from "./support/page-texts";
import { changeDetails, withDetailsRestored } from "./support/shop-details";

const footerOf = (page: Page) => page.getByRole("contentinfo");

// An editor saves the details: the saved sign-in (e2e/auth.setup.ts). Saving them on their
// screen, and the contact page's own lines: shop-details.spec.ts.
test.use({ signedInAs: "editor" });

test(
  "the footer shows the shop's phone, email, address and opening hours, and it and the pages' original texts follow a Shop details save",
  { tag: "@phone" },
  async ({ page }, info) => {
    // The pages' original texts, which name the details.
    await resetTexts(page.request, ["home", "contact"]);
    await withDetailsRestored(page, async () => {
      const footer = footerOf(page);
      await test.step("the message file's details until a save", async () => {
        await page.goto("/home");
        await expect(
          footer.getByRole("heading", { name: "Visit or write to us" }),
        ).toBeVisible();
        await expect(
          footer.getByRole("link", { name: "Phone +963 21 555 0183" }),
        ).toHaveAttribute("href", "tel:+963215550183");
        await expect(
          footer.getByRole("link", {
            name: "Email hello@halabi-soap.example.com",
          }),
        ).toHaveAttribute("href", "mailto:hello@halabi-soap.example.com");
        await expect(footer.getByText("12 Khan al-Sabun Street")).toBeVisible();
        // No hours saved yet: none shown.
        await expect(footer.getByText("Opening hours")).toHaveCount(0);
      });

      const n = String(Date.now()).slice(-4);
      await changeDetails(page, {
        phone: `+963 21 777 ${n}`,
        email: `shop.${n}@halabi-soap.example.com`,
        address: `Halabi Soap House\nWorkshop ${n}\nAleppo\nSyria`,
        openingHours: [
          { day: "mon", opens: "08:30", closes: "16:00" },
          { day: "sat", opens: "10:00", closes: "13:00" },
        ],
      });

      await test.step("after a save, the footer and the home page's words show the new details at once", async () => {
        await page.reload();
        await expect(
          page
            .getByRole("main")
            .getByText(
              `at the workshop itself, Halabi Soap House, Workshop ${n}, Aleppo, Syria, where you can see`,
            ),
        ).toBeVisible();
        await expect(
          footer.getByRole("link", { name: `Phone +963 21 777 ${n}` }),
        ).toHaveAttribute("href", `tel:+96321777${n}`);
        await expect(
          footer.getByRole("link", {
            name: `Email shop.${n}@halabi-soap.example.com`,
          }),
        ).toHaveAttribute("href", `mailto:shop.${n}@halabi-soap.example.com`);
        const address = footer.locator("address");
        await expect(address.getByText(`Workshop ${n}`)).toBeVisible();
        await expect(
          address.getByRole("heading", { name: "Opening hours" }),
        ).toBeVisible();
        // The week: Monday first, each day's hours or closed.
        await expect(address.locator("dt")).toHaveText([
          "Monday",
          "Tuesday",
          "Wednesday",
          "Thursday",
          "Friday",
          "Saturday",
          "Sunday",
        ]);
        await expect(address.locator("dd")).toHaveText([
          "08:30–16:00",
          "Closed",
          "Closed",
          "Closed",
          "Closed",
          "10:00–13:00",
          "Closed",
        ]);
        // Nothing wider than the screen, and the details before the links.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= innerWidth,
          ),
        ).toBe(true);
        const details = (await address.boundingBox())!;
        const company = (await footer
          .getByRole("heading", { name: "Company" })
          .boundingBox())!;
        if (isPhone(info.project.name)) {
          // One column: the details above the first column of links.
          expect(details.y + details.height).toBeLessThanOrEqual(company.y);
        } else {
          // Six columns from 1024 px: the details beside the links, on their row.
          expect(details.x + details.width).toBeLessThanOrEqual(company.x);
          expect(Math.abs(details.y - company.y)).toBeLessThan(60);
        }
      });

      await test.step("the contact page's words and footer too", async () => {
        await page.goto("/contact");
        await expect(
          page
            .getByRole("main")
            .getByText(
              `Tell us a little about your skin or your question, here or on +963 21 777 ${n}, and we`,
            ),
        ).toBeVisible();
        await expect(footer.getByText(`Workshop ${n}`)).toBeVisible();
      });
    });
  },
);
