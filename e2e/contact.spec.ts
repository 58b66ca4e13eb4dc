import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./support/servers";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { uniqueEmail } from "./support/editors";

const form = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  phone: page.getByLabel("Phone (optional)"),
  message: page.getByLabel("Message", { exact: true }),
  send: page.getByRole("button", { name: "Send" }),
});

async function fillValid(page: Page, email: string, message: string) {
  const f = form(page);
  await f.name.fill("Amal Haddad");
  await f.email.fill(email);
  await f.phone.fill("+963 21 555 0183");
  await f.message.fill(message);
  await expect(f.send).toBeEnabled();
}

/**
 * Opens the contact page and waits until the form's script runs (Send turns
 * disabled on the empty form), so the test drives the JavaScript form and
 * not the plain post it replaces.
 */
async function openContact(page: Page, url = "/contact") {
  await page.goto(url);
  await expect(form(page).send).toBeDisabled();
}

const outboxDir = () => path.join(dataDir, "outbox");

/** The .eml files in the server's outbox whose headers contain `text` (folded lines joined). */
function outboxMessagesWith(text: string): string[] {
  if (!fs.existsSync(outboxDir())) return [];
  return fs
    .readdirSync(outboxDir())
    .filter((f) => f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(outboxDir(), f), "utf8"))
    .map((raw) => raw.replace(/\r\n[ \t]+/g, " "))
    .filter((raw) => raw.includes(text));
}

const dialogPanel = (page: Page) =>
  page.getByRole("dialog").getByText("Thank you for contacting us .", {
    exact: true,
  });

test.describe("contact page", () => {
  test("shows the title, the form, the postal address, the contact lines and help", async ({
    page,
  }) => {
    await openContact(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Contact us" }),
    ).toBeVisible();
    const f = form(page);
    for (const field of [f.name, f.email, f.phone, f.message])
      await expect(field).toBeVisible();
    await expect(f.message).toHaveAttribute("rows", "8");
    await expect(f.send).toBeVisible();

    const address = page.getByRole("main").locator("address");
    for (const line of [
      "Our workshop",
      "Halabi Soap House",
      "12 Khan al-Sabun Street",
      "Old City, Aleppo",
      "Syria",
    ])
      await expect(address.getByText(line, { exact: true })).toBeVisible();

    const lines = page.getByRole("list", { name: "Ways to reach us" });
    await expect(
      lines.getByRole("link", { name: "Email hello@halabi-soap.example.com" }),
    ).toHaveAttribute("href", "mailto:hello@halabi-soap.example.com");
    await expect(
      lines.getByRole("link", { name: "Phone +963 21 555 0183" }),
    ).toHaveAttribute("href", "tel:+963215550183");
    await expect(
      lines.getByRole("link", { name: "WhatsApp +963 21 555 0183" }),
    ).toHaveAttribute("href", "https://wa.me/963215550183");
    await expect(
      lines.getByRole("link", { name: "Social media Our Facebook page" }),
    ).toHaveAttribute("href", "https://www.facebook.com/halabi.soap.example");

    await expect(
      page.getByRole("heading", { level: 2, name: "Need help?" }),
    ).toBeVisible();
    await expect(
      page.getByText(/Not sure which laurel-oil percentage suits your skin/),
    ).toBeVisible();
  });

  test("warns about a field once it is touched and invalid, and keeps Send disabled until all is valid", async ({
    page,
  }) => {
    await openContact(page);
    const f = form(page);
    await expect(page.getByText("Please enter your name.")).toHaveCount(0);

    await f.name.focus();
    await f.email.focus(); // leaving the name field touches it
    const nameWarning = page.getByText("Please enter your name.");
    await expect(nameWarning).toBeVisible();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveAccessibleDescription("Please enter your name.");
    // The email field is focused but not yet left: no warning for it yet.
    await expect(
      page.getByText("Please enter your email address."),
    ).toHaveCount(0);

    await f.email.fill("amal@");
    await f.email.blur();
    await expect(
      page.getByText(
        "Please enter a valid email address, for example name@example.com.",
      ),
    ).toBeVisible();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");

    await f.phone.fill("call me");
    await f.phone.blur();
    await expect(
      page.getByText(/Please enter a phone number of 6 to 20 digits/),
    ).toBeVisible();
    // The phone is optional: emptying it clears its warning.
    await f.phone.fill("");
    await expect(
      page.getByText(/Please enter a phone number of 6 to 20 digits/),
    ).toHaveCount(0);

    await f.message.focus();
    await f.message.blur();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await expect(f.send).toBeDisabled();

    await f.name.fill("Amal");
    await f.email.fill("amal@example.com");
    await expect(f.send).toBeDisabled();
    await f.message.fill("Hello");
    await expect(f.send).toBeEnabled();
    await expect(nameWarning).toHaveCount(0);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test(
    "sending shows the confirmation dialog, resets the form, sets no cookie and lands the message in the outbox",
    { tag: "@phone" },
    async ({ page }, info) => {
      await presentOwnAddress(page);
      const email = uniqueEmail("visitor");
      await openContact(page);
      await fillValid(
        page,
        email,
        `Hello from the browser test ${info.project.name}`,
      );
      await form(page).send.click();

      const dialog = page.getByRole("dialog");
      await expect(
        dialog.getByRole("heading", { name: "Message sent successfully" }),
      ).toHaveText("Message sent successfully");
      await expect(dialogPanel(page)).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();

      const f = form(page);
      for (const field of [f.name, f.email, f.phone, f.message])
        await expect(field).toHaveValue("");
      expect(await page.context().cookies()).toEqual([]);

      await expect.poll(() => outboxMessagesWith(email).length).toBe(1);
      const [eml] = outboxMessagesWith(email);
      expect(eml).toMatch(
        new RegExp(
          `^Reply-To: Amal Haddad <${email.replace(/[.+]/g, "\\$&")}>\\r?$`,
          "m",
        ),
      );
      expect(eml).toMatch(/^Subject: Website message from Amal Haddad\r?$/m);
      expect(eml).toContain(`Hello from the browser test ${info.project.name}`);

      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialogPanel(page)).toHaveCount(0);
      // Nothing of the sent message is left to warn about.
      await expect(page.getByText("Please enter your name.")).toHaveCount(0);
      await expect(f.send).toBeDisabled();
    },
  );

  test(
    "the dialog closes with Escape and with a click on the backdrop",
    { tag: "@phone" },
    async ({ page }) => {
      await presentOwnAddress(page);
      await openContact(page);
      for (const close of ["Escape", "backdrop"] as const) {
        await fillValid(
          page,
          uniqueEmail(`closing-${close}`),
          `Closing with ${close}`,
        );
        await form(page).send.click();
        await expect(dialogPanel(page)).toBeVisible();
        if (close === "Escape") await page.keyboard.press("Escape");
        else await page.mouse.click(8, page.viewportSize()!.height - 8);
        await expect(dialogPanel(page)).toHaveCount(0);
      }
    },
  );

  test("Send shows a pending state while the message is on its way", async ({
    page,
  }) => {
    await presentOwnAddress(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    await openContact(page);
    await fillValid(page, uniqueEmail("pending"), "Pending state");
    await form(page).send.click();
    const pending = page.getByRole("button", { name: "Sending…" });
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(dialogPanel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form(page).send).toHaveText("Send");
  });

  test("a message that never reaches the server stays in the form with the reason", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) =>
      route.abort("internetdisconnected"),
    );
    await openContact(page);
    const email = uniqueEmail("offline");
    await fillValid(page, email, "Sent while offline");
    await form(page).send.click();
    await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(
      /We could not reach our server, so your message has not been sent/,
    );
    await expect(dialogPanel(page)).toHaveCount(0);
    await expect(form(page).email).toHaveValue(email);
    await expect(form(page).message).toHaveValue("Sent while offline");
    await expect(form(page).send).toBeEnabled();
  });

  test("arriving from the plain form post's redirect shows the dialog once", async ({
    page,
  }) => {
    await page.goto("/contact?sent=1#contact-sent");
    await expect(dialogPanel(page)).toBeVisible();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Close" })
      .click();
    await expect(dialogPanel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    await page.reload();
    await expect(form(page).send).toBeDisabled();
    await expect(dialogPanel(page)).toHaveCount(0);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form post is accepted and the page confirms it", async ({
    page,
  }) => {
    await presentOwnAddress(page);
    const email = uniqueEmail("nojs");
    await page.goto("/contact");
    const f = form(page);
    await expect(f.send).toBeEnabled();
    await f.name.fill("Amal Haddad");
    await f.email.fill(email);
    await f.message.fill("Sent without JavaScript");
    await f.send.click();

    await expect(page).toHaveURL(/\/contact\?sent=1#contact-sent$/);
    const notice = page.getByRole("region", {
      name: "Message sent successfully",
    });
    await expect(
      notice.getByText("Thank you for contacting us .", { exact: true }),
    ).toBeVisible();
    await expect.poll(() => outboxMessagesWith(email).length).toBe(1);
    expect(await page.context().cookies()).toEqual([]);
    // (axe-core runs as a page script, so it cannot check this JavaScript-free view.)

    await notice.getByRole("link", { name: "Close" }).click();
    await expect(notice).toBeHidden();
    await expect(f.name).toBeVisible();
  });
});

test(
  "an order row shows a long item's whole name, wrapping over lines",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/contact");
    await page.locator("summary", { hasText: "Add an order list" }).click();
    const name =
      "Aleppo soap, 60% laurel oil, extra virgin olive oil, cut and stamped by hand in the old city";
    const item = page.getByLabel("Item 1", { exact: true });
    await item.fill(name);
    await expect(item).toHaveValue(name);
    // Nothing of it is scrolled out of sight, sideways or below.
    const { hidden, lines } = await item.evaluate((box) => {
      const style = getComputedStyle(box);
      return {
        hidden:
          box.scrollWidth -
          box.clientWidth +
          (box.scrollHeight - box.clientHeight),
        lines: Math.round(
          (box.clientHeight -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom)) /
            parseFloat(style.lineHeight),
        ),
      };
    });
    expect(hidden).toBeLessThanOrEqual(1);
    expect(lines).toBeGreaterThan(1);
    // An item stays one line: Enter adds no line break.
    await item.press("Enter");
    await expect(item).toHaveValue(name);
  },
);
