import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { CustomerOrder } from "@/components/orders/customer-order";
import { textOf } from "@/lib/i18n/text";
import { orderStore } from "@/lib/orders";
import { readShopDetails, saveShopDetails } from "@/lib/shop-details/store";
import messages from "@/messages/en.json";
import { newOrder } from "@/test/orders/order";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";
import OrderPage, { generateMetadata } from "./page";

// Outside Next's request scope: the server's translator is the same messages through textOf, and
// notFound() is observed rather than thrown through Next's internals.
jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: Parameters<typeof textOf>[0]) =>
    textOf(namespace),
}));
const notFound = jest.fn(() => {
  throw new Error("not found");
});
jest.mock("next/navigation", () => ({ notFound: () => notFound() }));

/** The page as the browser gets it: its async parts awaited, the rest rendered. */
async function pageHtml(token: string, query: Record<string, string> = {}) {
  const element = await OrderPage({
    params: Promise.resolve({ token }),
    searchParams: Promise.resolve(query),
  });
  expect(element.type).toBe(CustomerOrder);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      {await CustomerOrder(element.props)}
    </NextIntlClientProvider>,
  );
}

describe("the customer's order page", () => {
  useTempDataDir();
  beforeEach(() => notFound.mockClear());
  beforeAll(async () => {
    const { details, version } = await readShopDetails();
    await saveShopDetails(
      { ...details, transferInstructions: "IBAN FR76 0000 0000\nName: Halabi" },
      version,
    );
  });

  it("is not indexed and sends the link in no Referer to another site, while its own form posts keep their Origin", async () => {
    expect(await generateMetadata()).toMatchObject({
      robots: { index: false, follow: false },
      referrer: "same-origin",
    });
  });

  it("answers 404 for a link that opens no order, without a lookup for one that cannot be a link", async () => {
    await orderStore().add(newOrder());
    for (const token of ["A".repeat(43), "short", "../orders", ""]) {
      await expect(pageHtml(token)).rejects.toThrow("not found");
    }
    expect(notFound).toHaveBeenCalledTimes(4);
  });

  it("shows this order only: the family's name, lines, shipping, total, note and state, and I accept with the payment words", async () => {
    const mine = await orderStore().add(newOrder());
    const other = await orderStore().add(
      newOrder({
        customer: { name: "Someone Else", email: "else@example.com" },
        note: "Not yours",
      }),
    );
    const html = await pageHtml(mine.token);
    expect(html).toContain("Your order from Halabi Soap House");
    expect(html).toContain(
      `Order ${mine.order.id}, prepared for ${mine.order.customer.name}`,
    );
    expect(html).toContain("Laurel 40%");
    expect(html).toContain("2 × €12.50");
    expect(html).toContain("Shipping: Parcel to France");
    expect(html).toMatch(/data-order-total.*€46\.50/);
    expect(html).toContain("Made for you this week.\nThank you!");
    expect(html).toMatch(
      /data-order-state="sent"[^>]*>Waiting for you to accept/,
    );
    expect(html).toContain("IBAN FR76 0000 0000\nName: Halabi");
    expect(html).toContain('action="/api/orders/accept"');
    expect(html).toContain(`name="token" value="${mine.token}"`);
    expect(html).not.toContain("/api/orders/pay");
    for (const theirs of [
      "Someone Else",
      "else@example.com",
      "Not yours",
      other.order.id,
      other.token,
    ])
      expect(html).not.toContain(theirs);
    // Nothing of the family's records: not the customer's address, the history, who made it.
    expect(html).not.toContain(mine.order.customer.email);
    expect(html).not.toContain(mine.order.createdBy);
  });

  it("after the customer accepted: no second I accept, and the notice of the action", async () => {
    const { order, token } = await orderStore().add(
      newOrder({ state: "accepted" }),
    );
    const html = await pageHtml(token, { notice: "accepted" });
    expect(html).toMatch(/data-order-state="accepted"/);
    expect(html).toContain("Thank you: you accepted the order");
    expect(html).not.toContain('action="/api/orders/accept"');
    expect(html).toContain(order.id);
  });

  describe("with card payments", () => {
    withEnv(() => ({
      STRIPE_SECRET_KEY: "sk_test_page",
      STRIPE_WEBHOOK_SECRET: "whsec_page",
    }));

    it("offers Accept and pay for the total, and no payment words", async () => {
      const { token } = await orderStore().add(newOrder());
      const html = await pageHtml(token);
      expect(html).toContain('action="/api/orders/pay"');
      expect(html).toContain("Accept and pay €46.50");
      expect(html).not.toContain("IBAN");
    });

    it("back from Checkout before Stripe's word: waiting for confirmation, never Paid, and no second button", async () => {
      const { token } = await orderStore().add(newOrder());
      const html = await pageHtml(token, { checkout: "done" });
      expect(html).toMatch(
        /data-order-state="sent"[^>]*>Payment received, waiting for confirmation</,
      );
      expect(html).not.toMatch(/>Paid</);
      expect(html).not.toContain('action="/api/orders/pay"');
      const cancelled = await pageHtml(token, { checkout: "cancelled" });
      expect(cancelled).toContain("The payment was not completed");
      expect(cancelled).toContain('action="/api/orders/pay"');
    });

    it("says Paid once Stripe confirmed it; shipped, it links the tracking page", async () => {
      const paid = await orderStore().add(newOrder({ state: "paid" }));
      expect(await pageHtml(paid.token, { checkout: "done" })).toMatch(
        /data-order-state="paid"[^>]*>Paid</,
      );
      const shipped = await orderStore().add(
        newOrder({ state: "shipped", tracking: "https://tracking.example/1Z" }),
      );
      const html = await pageHtml(shipped.token);
      expect(html).toContain('href="https://tracking.example/1Z"');
      expect(html).not.toContain("<form");
    });
  });
});
