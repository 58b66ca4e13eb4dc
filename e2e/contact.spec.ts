import { expect, test, watchCsp, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { presentOwnAddress } from "./support/accounts";
import { unique } from "./support/catalog";
import { adminRequest, ownAddress, uniqueEmail } from "./support/editors";
import { outboxBodiesWith } from "./support/outbox";

// The message's mail (Reply-To, Subject, the order list) and the server's answers to good and
// bad posts: app/api/contact/route*.test.ts. Here a person uses the page.
const form = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  phone: page.getByLabel("Phone (optional)"),
  message: page.getByLabel("Message", { exact: true }),
  send: page.getByRole("button", { name: "Send" }),
  orderList: page.locator("summary", { hasText: "Add an order list" }),
});
const item = (page: Page, i: number) => ({
  name: page.getByLabel(`Item ${i}`, { exact: true }),
  amount: page.getByLabel(`Amount of item ${i}`, { exact: true }),
  remove: page.getByRole("button", { name: `Remove item ${i}`, exact: true }),
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

const dialogPanel = (page: Page) =>
  page.getByRole("dialog").getByText("Thank you for contacting us .", {
    exact: true,
  });

test("a visitor reads the contact page and is warned field by field until the form is valid", async ({
  page,
}) => {
  await openContact(page);
  const f = form(page);

  await test.step("shows the title, the form, the postal address, the contact lines and help", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Contact us" }),
    ).toBeVisible();
    for (const field of [f.name, f.email, f.phone, f.message])
      await expect(field).toBeVisible();
    await expect(f.message).toHaveAttribute("rows", "8");

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

  await test.step("warns about a field once it is touched and invalid, and keeps Send disabled until all is valid", async () => {
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
    await expectNoAxeViolations(page);

    await f.name.fill("Amal");
    await f.email.fill("amal@example.com");
    await expect(f.send).toBeDisabled();
    await f.message.fill("Hello");
    await expect(f.send).toBeEnabled();
    await expect(nameWarning).toHaveCount(0);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("a visitor sends a message: kept while the server is out of reach, pending, then confirmed in a dialog", async ({
  page,
}) => {
  await presentOwnAddress(page);
  await openContact(page);
  const f = form(page);

  await test.step("a message that never reaches the server stays in the form with the reason", async () => {
    await page.route("**/api/contact", (route) =>
      route.abort("internetdisconnected"),
    );
    const email = uniqueEmail("offline");
    await fillValid(page, email, "Sent while offline");
    await f.send.click();
    await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(
      /We could not reach our server, so your message has not been sent/,
    );
    await expect(dialogPanel(page)).toHaveCount(0);
    await expect(f.email).toHaveValue(email);
    await expect(f.message).toHaveValue("Sent while offline");
    await expect(f.send).toBeEnabled();
    await page.unrouteAll();
  });

  const email = uniqueEmail("visitor");
  await test.step("Send shows a pending state while the message is on its way", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    await fillValid(page, email, "Hello from the browser test");
    await f.send.click();
    const pending = page.getByRole("button", { name: "Sending…" });
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    release();
  });

  await test.step("sending shows the confirmation dialog, resets the form, sets no cookie and lands the message in the outbox", async () => {
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByRole("heading", { name: "Message sent successfully" }),
    ).toHaveText("Message sent successfully");
    await expect(dialogPanel(page)).toBeVisible();
    for (const field of [f.name, f.email, f.phone, f.message])
      await expect(field).toHaveValue("");
    expect(await page.context().cookies()).toEqual([]);
    await expect.poll(() => outboxBodiesWith(email).length).toBe(1);
    expect(outboxBodiesWith(email)[0]).toContain("Hello from the browser test");

    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialogPanel(page)).toHaveCount(0);
    // Nothing of the sent message is left to warn about.
    await expect(page.getByText("Please enter your name.")).toHaveCount(0);
    await expect(f.send).toHaveText("Send");
    await expect(f.send).toBeDisabled();
  });

  await test.step("the dialog closes with Escape too", async () => {
    await fillValid(page, uniqueEmail("closing"), "Closing with Escape");
    await f.send.click();
    await expect(dialogPanel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialogPanel(page)).toHaveCount(0);
  });

  await test.step("arriving from the plain form post's redirect shows the dialog once", async () => {
    await page.goto("/contact?sent=1#contact-sent");
    await expect(dialogPanel(page)).toBeVisible();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Close" })
      .click();
    await expect(dialogPanel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    await page.reload();
    await expect(f.send).toBeDisabled();
    await expect(dialogPanel(page)).toHaveCount(0);
  });
});

test(
  "at phone size, a long order item wraps, and the sent dialog closes with a tap on the backdrop",
  { tag: "@phone-only" },
  async ({ page }) => {
    await presentOwnAddress(page);
    await openContact(page);
    await form(page).orderList.click();
    const name =
      "Aleppo soap, 60% laurel oil, extra virgin olive oil, cut and stamped by hand in the old city";
    const first = item(page, 1).name;
    await first.fill(name);
    await expect(first).toHaveValue(name);
    // Nothing of it is scrolled out of sight, sideways or below.
    const { hidden, lines } = await first.evaluate((box) => {
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
    await first.press("Enter");
    await expect(first).toHaveValue(name);

    await item(page, 1).amount.fill("1");
    await fillValid(page, uniqueEmail("phone"), "Sent from a phone");
    await form(page).send.click();
    await expect(dialogPanel(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.mouse.click(8, page.viewportSize()!.height - 8);
    await expect(dialogPanel(page)).toHaveCount(0);
  },
);

// What a person without JavaScript does: the plain form post, order rows and all.
test("without JavaScript, the plain form post sends the message with its order rows, and the page confirms it", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: undefined,
    extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
  });
  const violations = await watchCsp(context);
  try {
    const page = await context.newPage();
    await page.goto("/contact");
    const f = form(page);
    await expect(f.send).toBeEnabled();
    await f.orderList.click();
    // Server-rendered empty rows, no buttons to add or remove (they need JavaScript).
    await expect(item(page, 3).name).toBeVisible();
    await expect(item(page, 1).remove).toHaveCount(0);
    await item(page, 1).name.fill("Aleppo soap, 40% laurel oil");
    await item(page, 1).amount.fill("2");
    await item(page, 3).name.fill("Olive oil");
    await item(page, 3).amount.fill("1,5");

    const visitor = unique("No-script enquirer");
    const email = uniqueEmail("nojs");
    await f.name.fill(visitor);
    await f.email.fill(email);
    await f.message.fill("Two bars and some oil, please.");
    await f.send.click();

    await expect(page).toHaveURL(/\/contact\?sent=1#contact-sent$/);
    const notice = page.getByRole("region", {
      name: "Message sent successfully",
    });
    await expect(
      notice.getByText("Thank you for contacting us .", { exact: true }),
    ).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    // (axe-core runs as a page script, so it cannot check this JavaScript-free view.)

    const list = [
      { name: "Aleppo soap, 40% laurel oil", amount: 2 },
      { name: "Olive oil", amount: 1.5 },
    ];
    await expect.poll(() => outboxBodiesWith(email).length).toBe(1);
    expect(outboxBodiesWith(email)[0]).toContain(
      ["Order list:", ...list.map((l) => `- ${l.name}: ${l.amount}`)].join(
        "\n",
      ),
    );
    const res = await (await adminRequest()).get("/api/messages");
    const stored = (
      (await res.json()) as { name: string; list?: unknown }[]
    ).find((m) => m.name === visitor);
    expect(stored?.list).toEqual(list);

    await notice.getByRole("link", { name: "Close" }).click();
    await expect(notice).toBeHidden();
    await expect(f.name).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
