import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { withDetailsRestored } from "./support/shop-details";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

test("shop details saved on their screen (reached from an admin screen, the keyboard at its heading) show at once on /contact, in the footer and on /ourmission", async ({
  page,
}) => {
  const n = String(Date.now()).slice(-4);
  const phone = `+963 21 777 ${n}`;
  const email = `shop.${n}@halabi-soap.example.com`;
  const instagram = `https://www.instagram.com/halabi.${n}`;

  await withDetailsRestored(page, async () => {
    // From an admin screen, Manage → Shop details changes the page without a load: the
    // keyboard starts at the new screen's heading, as after a page load.
    await page.goto("/editors");
    await page.getByRole("button", { name: "Manage" }).click();
    await page.getByRole("menuitem", { name: "Shop details" }).click();
    await expect(page).toHaveURL(/\/shopDetails$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Shop details" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Phone number")).toBeFocused();

    // The header and footer have links named Facebook and Instagram too.
    const form = page.getByRole("main");
    // Each group's explanation stands under its title, never over it.
    for (const [title, hint] of [
      ["Opening hours", "Untick a day to show it as closed."],
      ["Social links", "The full https address of each page."],
    ]) {
      const legend = await form.getByText(title, { exact: true }).boundingBox();
      const under = await form.getByText(hint).boundingBox();
      expect(under!.y).toBeGreaterThanOrEqual(legend!.y + legend!.height);
    }
    await form.getByLabel("Phone number").fill(phone);
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form
      .getByLabel("Postal address")
      .fill(`Halabi Soap House\nWorkshop ${n}\nAleppo\nSyria`);
    await form.getByRole("checkbox", { name: "Open on Monday" }).check();
    await form.getByLabel("Opens on Monday").fill("08:30");
    await form.getByLabel("Closes on Monday").fill("16:00");
    await form.getByLabel("Instagram").fill(instagram);
    // The starting addresses are examples; an empty field leaves the network out everywhere.
    const linkedin = form.getByLabel("LinkedIn");
    await expect(linkedin).toHaveAccessibleDescription(
      "An example address: replace it with the shop's own page, or empty the field.",
    );
    await linkedin.fill("");
    await expect(linkedin).toHaveAttribute(
      "placeholder",
      "https://www.linkedin.com/company/halabi-soap-example",
    );
    // A link on another site: the server's 400 marks the field and moves the focus there.
    const facebook = form.getByLabel("Facebook");
    const facebookBefore = await facebook.inputValue();
    await facebook.fill("https://evil.example/facebook.com/halabi");
    const save = form.getByRole("button", { name: "Save shop details" });
    await save.click();
    await expect(facebook).toBeFocused();
    await expect(facebook).toHaveAccessibleDescription(
      "Enter an https address on facebook.com.",
    );
    await expect(form.getByRole("alert")).toContainText(
      "see the marked fields",
    );
    await expectNoAxeViolations(page);
    await facebook.fill(facebookBefore);
    await save.click();
    await expect(form.getByRole("status")).toContainText("Saved.");

    await page.goto("/contact");
    const lines = page.getByRole("list", { name: "Ways to reach us" });
    await expect(
      lines.getByRole("link", { name: `Phone ${phone}` }),
    ).toHaveAttribute("href", `tel:+96321777${n}`);
    await expect(
      lines.getByRole("link", { name: `WhatsApp ${phone}` }),
    ).toHaveAttribute("href", `https://wa.me/96321777${n}`);
    await expect(
      lines.getByRole("link", { name: `Email ${email}` }),
    ).toHaveAttribute("href", `mailto:${email}`);
    const address = page.getByRole("main").locator("address");
    await expect(
      address.getByText(`Workshop ${n}`, { exact: true }),
    ).toBeVisible();
    await expect(address.getByText("Monday")).toBeVisible();
    await expect(address.getByText("08:30–16:00")).toBeVisible();
    await expect(address.getByText("Closed")).toHaveCount(6);

    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Instagram" }),
    ).toHaveAttribute("href", instagram);
    // Header strip, phone menu and footer: no LinkedIn anywhere, YouTube still there.
    await expect(page.locator('a[href*="linkedin.com"]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "YouTube" })).toBeVisible();

    await page.goto("/home");
    const [brand, store] = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    )["@graph"];
    expect(brand.sameAs).toEqual([
      "https://www.facebook.com/halabi.soap.example",
      instagram,
      "https://www.youtube.com/@halabi-soap-example",
    ]);
    expect(store).toMatchObject({
      telephone: `+96321777${n}`,
      email,
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "08:30",
          closes: "16:00",
        },
      ],
    });

    await page.goto("/ourmission");
    await expect(
      page.getByRole("main").getByRole("link", { name: phone }),
    ).toHaveAttribute("href", `tel:+96321777${n}`);
  });
});
