import { newOrder } from "@/test/orders/order";
import { closedPort } from "@/test/mail/peers";
import {
  eventOf,
  signed,
  startStripeStandIn,
  type StripeStandIn,
} from "@/test/stand-ins/stripe";
import {
  BadSignatureError,
  createCardPayments,
  PaymentProviderError,
} from "./stripe";

const SECRET = "whsec_test_secret";
const back = {
  success: "https://soap.example/orders/t?checkout=done",
  cancel: "https://soap.example/orders/t?checkout=cancelled",
};
const order = { id: "K7Q2M9XD", ...newOrder() };

describe("card payments through the official stripe library", () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.stop());
  const payments = () =>
    createCardPayments({
      secretKey: stripe.secretKey,
      webhookSecret: SECRET,
      apiBase: stripe.base,
    });

  it("makes a Checkout Session of exactly the order's lines, shipping and currency, keyed per attempt", async () => {
    const session = await payments().startCheckout(order, 1, back);
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: "order-K7Q2M9XD-checkout-1",
    });
    expect(sent.params).toEqual({
      mode: "payment",
      client_reference_id: "K7Q2M9XD",
      metadata: { order: "K7Q2M9XD" },
      customer_email: order.customer.email,
      line_items: [
        {
          quantity: "2",
          price_data: {
            currency: "eur",
            unit_amount: "1250",
            product_data: { name: "Laurel 40%" },
          },
        },
        {
          quantity: "1",
          price_data: {
            currency: "eur",
            unit_amount: "1400",
            product_data: { name: "Gift wrapping" },
          },
        },
      ],
      shipping_options: [
        {
          shipping_rate_data: {
            type: "fixed_amount",
            display_name: "Parcel to France",
            fixed_amount: { amount: "750", currency: "eur" },
          },
        },
      ],
      success_url: back.success,
      cancel_url: back.cancel,
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(
        /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
      ),
      status: "open",
      paid: false,
      amountTotal: order.total,
      currency: "EUR",
      orderId: "K7Q2M9XD",
    });
  });

  it("free shipping without a label adds no shipping option; yen have no decimals", async () => {
    await payments().startCheckout(
      {
        ...order,
        id: "YENORDER",
        currency: "JPY",
        lines: [{ name: "Laurel 40%", quantity: 1, unitPrice: 2400 }],
        shipping: { label: "", amount: 0 },
        total: 2400,
      },
      1,
      back,
    );
    const { params } = stripe.requests.at(-1)!;
    expect(params).not.toHaveProperty("shipping_options");
    expect(params.line_items).toEqual([
      {
        quantity: "1",
        price_data: {
          currency: "jpy",
          unit_amount: "2400",
          product_data: { name: "Laurel 40%" },
        },
      },
    ]);
  });

  it("the same attempt is the same session; the next attempt a new one", async () => {
    const first = await payments().startCheckout(order, 5, back);
    const again = await payments().startCheckout(order, 5, back);
    const next = await payments().startCheckout(order, 6, back);
    expect(again.id).toBe(first.id);
    expect(next.id).not.toBe(first.id);
  });

  it("reads a session back, and knows none Stripe does not", async () => {
    const made = await payments().startCheckout(order, 7, back);
    expect(await payments().checkout(made.id)).toEqual(made);
    stripe.complete(made.id);
    expect(await payments().checkout(made.id)).toMatchObject({
      status: "complete",
      paid: true,
      url: null,
    });
    expect(await payments().checkout("cs_test_nothing")).toBeNull();
  });

  it("says Stripe refused or could not be reached, as its own error", async () => {
    const wrongKey = createCardPayments({
      secretKey: "sk_test_wrong",
      webhookSecret: SECRET,
      apiBase: stripe.base,
    });
    await expect(wrongKey.startCheckout(order, 1, back)).rejects.toThrow(
      new PaymentProviderError(
        "Stripe answered 401: Invalid API Key provided: sk_test_****",
      ),
    );
    const away = createCardPayments({
      secretKey: stripe.secretKey,
      webhookSecret: SECRET,
      apiBase: `http://127.0.0.1:${await closedPort()}`,
    });
    await expect(away.checkout("cs_test_x")).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  describe("a webhook's event", () => {
    const session = {
      id: "cs_test_1",
      object: "checkout.session",
      amount_total: 4650,
      currency: "eur",
      client_reference_id: "K7Q2M9XD",
      metadata: { order: "K7Q2M9XD" },
      payment_status: "paid",
      status: "complete",
      url: null,
    };

    it("is read when Stripe signed it with the endpoint's secret", () => {
      const event = eventOf("checkout.session.completed", session);
      const { payload, header } = signed(event, SECRET);
      expect(payments().event(payload, header)).toEqual({
        id: event.id,
        type: "checkout.session.completed",
        session: {
          id: "cs_test_1",
          url: null,
          status: "complete",
          paid: true,
          amountTotal: 4650,
          currency: "EUR",
          orderId: "K7Q2M9XD",
        },
      });
      const other = eventOf("charge.refunded", {
        id: "ch_1",
        object: "charge",
      });
      const signedOther = signed(other, SECRET);
      expect(
        payments().event(signedOther.payload, signedOther.header).session,
      ).toBeNull();
    });

    it("reads a session's fields of another kind as absent, never failing", () => {
      const odd = {
        ...session,
        id: 5,
        amount_total: 46.5,
        currency: 978,
        client_reference_id: null,
        metadata: { order: { id: "K7Q2M9XD" } },
      };
      const { payload, header } = signed(
        eventOf("checkout.session.completed", odd),
        SECRET,
      );
      expect(payments().event(payload, header).session).toEqual({
        id: "",
        url: null,
        status: "complete",
        paid: true,
        amountTotal: null,
        currency: null,
        orderId: null,
      });
    });

    it.each([
      [
        "another secret",
        () =>
          signed(eventOf("checkout.session.completed", session), "whsec_other"),
      ],
      ["no signature", () => ({ payload: "{}", header: "" })],
      [
        "a body changed after signing",
        () => {
          const good = signed(
            eventOf("checkout.session.completed", session),
            SECRET,
          );
          return { ...good, payload: good.payload.replace("4650", "1") };
        },
      ],
      [
        "an old signature (replayed after 5 minutes)",
        () =>
          signed(
            eventOf("checkout.session.completed", session),
            SECRET,
            Math.floor(Date.now() / 1000) - 600,
          ),
      ],
      ["a signed body that is no JSON", () => signed("not json", SECRET)],
      ["a signed JSON that is no event", () => signed("[1, 2]", SECRET)],
    ])("is refused with %s", (_what, make) => {
      const { payload, header } = make();
      expect(() => payments().event(payload, header)).toThrow(
        BadSignatureError,
      );
    });
  });
});
