import { expect, test, type Page } from "./support/test";
import { catalogue, unique, type Listed } from "./support/catalog";
import { ownAddress } from "./support/editors";
import { isPhone } from "./support/pages";
import { newProduct, uniqueId } from "./support/product-pages";

/** A soap with a price in the shop's currency and 5 bars in stock, added to the catalogue `before`. */
async function stockedSoap(page: Page, before: Listed[]) {
  const details = await page.request.get("/api/shop-details");
  const { currency } = (await details.json()) as { currency: string };
  const soap = { id: uniqueId(), name: unique("Order soap") };
  const { etag } = await catalogue(page);
  const saved = await page.request.put("/api/products", {
    data: [
      ...before,
      { ...newProduct(soap.id, soap.name), price: 12.5, currency, stock: 5 },
    ],
    headers: { "if-match": etag },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return soap;
}

/** A visitor's enquiry with two bars of `soap` on its list, as the contact form sends it. */
async function enquiry(page: Page, name: string, soap: string) {
  const res = await page.request.post("/api/contact", {
    data: {
      name,
      email: "customer@example.com",
      message: "Could you send me these?",
      list: [{ name: soap, amount: 2 }],
    },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(res.status(), await res.text()).toBe(202);
}

async function stockOf(page: Page, id: string) {
  const res = await page.request.get("/api/products");
  const list = (await res.json()) as { id: string; stock?: number }[];
  return list.find((p) => p.id === id)?.stock;
}

/** Asks, answers yes, and waits for the screen's answer. */
async function confirmStep(page: Page, button: string, answer: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Yes, go ahead" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: answer }),
  ).toBeVisible();
}

test.describe("from enquiry to paid order", () => {
  test.use({ signedInAs: "admin" });

  test("@phone the owner makes an order from an enquiry in Messages and sends it; not mailed, the link is shown to copy", async ({
    page,
    catalogBefore,
  }) => {
    const soap = await stockedSoap(page, catalogBefore);
    const customer = unique("Customer");
    await enquiry(page, customer, soap.name);

    // The owner: Messages → the enquiry → Make an order.
    await page.goto("/messages");
    const card = page.getByRole("article", { name: new RegExp(customer) });
    await card.getByRole("button", { name: "Make an order" }).click();
    const form = card.getByRole("form", { name: `Order for ${customer}` });
    const line = form.getByRole("listitem", { name: "Line 1" });
    await expect(line.getByLabel("Item")).toHaveValue(soap.name);
    await expect(line.getByLabel("Quantity")).toHaveValue("2");
    await expect(line.getByLabel("Unit price")).toHaveValue("12.50");
    await expect(line).toContainText("5 in stock");

    // A line added and removed again; the price edited; shipping typed the owner's way.
    await form.getByRole("button", { name: "Add a line" }).click();
    await form.getByRole("button", { name: "Remove line 2" }).click();
    await expect(form.getByRole("listitem")).toHaveCount(1);
    await line.getByLabel("Unit price").fill("12");
    await form.getByLabel("Shipping label").fill("Parcel to France");
    await form.getByLabel("Shipping amount").fill("7,50");
    await expect(form.getByText(/^Total: .31\.50$/)).toBeVisible();

    // A bad amount is named by its field, and nothing typed is lost.
    await form.getByLabel("Shipping amount").fill("lots");
    await expect(form).toContainText("Total: check the marked amounts");
    await form.getByRole("button", { name: "Send to the customer" }).click();
    await expect(form.getByLabel("Shipping amount")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByLabel("Shipping label")).toHaveValue(
      "Parcel to France",
    );
    await form.getByLabel("Shipping amount").fill("7,50");
    await form.getByRole("button", { name: "Send to the customer" }).click();

    // The e2e server has no email service: the screen says so and gives the link.
    const sent = card.getByRole("status").filter({ hasText: /was made/ });
    await expect(sent).toContainText("Not mailed");
    const link = await sent.getByLabel("The customer's link").inputValue();
    expect(link).toMatch(/\/orders\/[A-Za-z0-9_-]{43}$/);
  });

  test("@phone the customer accepts a transfer, the owner marks it paid and shipped on Manage → Orders, and the stock went down", async ({
    page,
    catalogBefore,
    browser,
  }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    const soap = await stockedSoap(page, catalogBefore);
    const customer = unique("Customer");
    await enquiry(page, customer, soap.name);
    const messages = await page.request.get("/api/messages");
    const message = (
      (await messages.json()) as { id: string; name: string }[]
    ).find((m) => m.name === customer)!;
    const made = await page.request.post("/api/orders", {
      data: {
        messageId: message.id,
        lines: [
          {
            productId: soap.id,
            name: soap.name,
            quantity: 2,
            unitPrice: "12",
          },
        ],
        shipping: { label: "Parcel to France", amount: "7,50" },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { link, order } = (await made.json()) as {
      link: string;
      order: { id: string };
    };
    const orderId = order.id;

    // The customer opens the link and accepts (no card payments set up: a transfer).
    const customerContext = await browser.newContext({
      storageState: undefined,
      extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
    });
    const customerPage = await customerContext.newPage();
    await customerPage.goto(new URL(link).pathname);
    await expect(customerPage.getByText("Parcel to France")).toBeVisible();
    await customerPage.getByRole("button", { name: "I accept" }).click();
    await expect(
      customerPage.getByText("Accepted, waiting for your payment"),
    ).toBeVisible();
    await customerContext.close();
    expect(await stockOf(page, soap.id)).toBe(3);

    // The owner: Manage → Orders, the accepted ones, this order.
    await page.goto("/manageOrders");
    await expect(
      page.getByRole("heading", { level: 1, name: "Orders" }),
    ).toBeVisible();
    await page.getByRole("button", { name: /^Accepted \(/ }).click();
    await page.locator(`[data-order-id="${orderId}"] a`).click();
    await expect(
      page.getByRole("heading", { name: new RegExp(`Order ${orderId}`) }),
    ).toBeVisible();

    await confirmStep(
      page,
      "Mark paid",
      new RegExp(`Order ${orderId} is Paid now`),
    );
    await page
      .getByLabel("Tracking link (optional)")
      .fill("https://tracking.example.com/parcel/1832");
    await confirmStep(
      page,
      "Mark shipped",
      new RegExp(`Order ${orderId} is Shipped now.*outbox`),
    );
    await expect(
      page.getByRole("link", {
        name: "https://tracking.example.com/parcel/1832",
      }),
    ).toBeVisible();
    expect(await stockOf(page, soap.id)).toBe(3);

    // Back to the list, which shows it shipped; its picture is kept with the run (README's screenshots).
    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.getByRole("button", { name: /^Shipped \(/ }).click();
    await expect(
      page
        .locator(`[data-order-id="${orderId}"] [data-state="shipped"]`)
        .locator("visible=true"),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`orders-${testInfo.project.name}.png`),
      fullPage: true,
    });

    if (phone) {
      // Every button of the owner's screen is at least 44 px tall, nothing wider than the phone.
      const width = await page.evaluate(
        () => document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(375);
      for (const button of await page.locator("main button").all()) {
        const box = await button.boundingBox();
        if (box) expect(box.height).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
