import { expect, test, type Page } from "./support/test";

// The customer's page: customer-order.spec.ts; what each step does to the order and the stock,
// and who may take it: app/api/orders/**/route.test.ts.
import { catalogue, unique, type Listed } from "./support/catalog";
import { ownAddress } from "./support/editors";
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

/** The order made from `customer`'s enquiry, through the API as the Messages screen does. */
async function orderFor(page: Page, customer: string) {
  const messages = await page.request.get("/api/messages");
  const message = (
    (await messages.json()) as { id: string; name: string }[]
  ).find((m) => m.name === customer)!;
  const made = await page.request.post("/api/orders", {
    data: {
      messageId: message.id,
      lines: [{ name: "Laurel 40%", quantity: 2, unitPrice: "12" }],
      shipping: { label: "Parcel to France", amount: "7,50" },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { link: string; order: { id: string } };
}

/** The customer's I accept, as the order page's form posts it from the customer's own address. */
async function customerAccepts(page: Page, link: string) {
  const res = await page.request.post("/api/orders/accept", {
    data: { token: new URL(link).pathname.split("/").pop() },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
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

  test("the owner makes an order from an enquiry in Messages and sends it, then marks it paid and shipped on Manage → Orders", async ({
    page,
    catalogBefore,
  }, testInfo) => {
    const soap = await stockedSoap(page, catalogBefore);
    const customer = unique("Customer");
    await enquiry(page, customer, soap.name);
    let link = "";
    let orderId = "";

    await test.step("Messages → the enquiry → Make an order, the soap's price and stock filled in", async () => {
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
      link = await sent.getByLabel("The customer's link").inputValue();
      expect(link).toMatch(/\/orders\/[A-Za-z0-9_-]{43}$/);
      orderId = (await sent.textContent())!.match(/Order (\S+) was made/)![1]!;
    });

    await customerAccepts(page, link);

    await test.step("Manage → Orders, the accepted ones: the order marked paid, then shipped with its tracking link", async () => {
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
    });

    await test.step("back to the list, which shows it shipped", async () => {
      await page.getByRole("link", { name: "Back to the list" }).click();
      await page.getByRole("button", { name: /^Shipped \(/ }).click();
      await expect(
        page
          .locator(`[data-order-id="${orderId}"] [data-state="shipped"]`)
          .locator("visible=true"),
      ).toBeVisible();
      // Its picture is kept with the run (README's screenshots).
      await page.screenshot({
        path: testInfo.outputPath(`orders-${testInfo.project.name}.png`),
        fullPage: true,
      });
    });
  });

  test(
    "at phone size, Manage → Orders fits the screen with 44 px buttons",
    { tag: "@phone-only" },
    async ({ page }, testInfo) => {
      const customer = unique("Customer");
      await enquiry(page, customer, "Laurel 40%");
      const { link, order } = await orderFor(page, customer);
      await customerAccepts(page, link);
      await page.goto("/manageOrders");
      await page.getByRole("button", { name: /^Accepted \(/ }).click();
      await expect(
        page
          .locator(`[data-order-id="${order.id}"] [data-state="accepted"]`)
          .locator("visible=true"),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`orders-${testInfo.project.name}.png`),
        fullPage: true,
      });
      const width = await page.evaluate(
        () => document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(375);
      for (const button of await page.locator("main button").all()) {
        const box = await button.boundingBox();
        if (box) expect(box.height).toBeGreaterThanOrEqual(44);
      }
    },
  );
});
