import { orderStore } from "@/lib/orders";
import {
  anEnquiry,
  customer,
  editorRequests,
  tokenOf,
} from "@/test/api/orders";
import { closedPort } from "@/test/mail/peers";
import { sessionCookie } from "@/test/session-cookie";
import { withStripeStandIn } from "@/test/with-env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("the customer's Accept and pay (card payments through Stripe Checkout)", () => {
  useTempDataDir();
  const stripe = withStripeStandIn("whsec_pay_tests");
  let cookie = "";
  const editor = editorRequests(() => cookie);
  beforeAll(async () => {
    cookie = await sessionCookie({ sub: "pay-ed" });
  });

  async function anOrder() {
    const enquiry = await anEnquiry();
    const body = await (
      await editor.create({
        messageId: enquiry.id,
        lines: [
          { name: "Laurel 40%", quantity: 2, unitPrice: "12.50" },
          { name: "Olive 5%", quantity: 3, unitPrice: "6" },
        ],
        shipping: { label: "Parcel to Lyon", amount: "9.90" },
      })
    ).json();
    return {
      id: body.order.id as string,
      token: tokenOf(body.link),
      email: enquiry.email,
    };
  }

  const sessionsMade = () =>
    stripe().requests.filter((r) => r.method === "POST").length;

  it("as a form post: 303 to Checkout, for a session of exactly the order's lines, shipping and currency; what the browser says of amounts counts for nothing", async () => {
    const { id, token, email } = await anOrder();
    const res = await customer("pay", {
      token,
      total: "1",
      amount: "1",
      unit_amount: "1",
      currency: "usd",
    });
    expect(res.status).toBe(303);
    const [session] = [...stripe().sessions.values()].slice(-1);
    expect(res.headers.get("location")).toBe(session!.url);
    expect(res.headers.get("location")).toMatch(
      /^https:\/\/checkout\.stripe\.com\//,
    );
    const sent = stripe().requests.at(-1)!;
    expect(sent.idempotencyKey).toBe(`order-${id}-checkout-1`);
    expect(sent.params).toEqual({
      mode: "payment",
      client_reference_id: id,
      metadata: { order: id },
      customer_email: email,
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
          quantity: "3",
          price_data: {
            currency: "eur",
            unit_amount: "600",
            product_data: { name: "Olive 5%" },
          },
        },
      ],
      shipping_options: [
        {
          shipping_rate_data: {
            type: "fixed_amount",
            display_name: "Parcel to Lyon",
            fixed_amount: { amount: "990", currency: "eur" },
          },
        },
      ],
      success_url: `http://localhost:3000/orders/${token}?checkout=done`,
      cancel_url: `http://localhost:3000/orders/${token}?checkout=cancelled`,
    });
    expect(session!.amount_total).toBe(2500 + 1800 + 990);
    expect((await orderStore().get(id))!).toMatchObject({
      state: "sent",
      checkout: { attempts: 1, session: session!.id },
    });
  });

  it("as JSON: 200 with Checkout's address", async () => {
    const { token } = await anOrder();
    const res = await customer("pay", { token }, { as: "json" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: [...stripe().sessions.values()].at(-1)!.url,
    });
  });

  it("pressed again while Checkout is open: the same session, never a second; once paid there, back to the page to wait for Stripe's word", async () => {
    const { token } = await anOrder();
    const first = await customer("pay", { token });
    const made = sessionsMade();
    const again = await customer("pay", { token });
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(sessionsMade()).toBe(made);
    const id = new URL(first.headers.get("location")!).pathname
      .split("/")
      .pop()!;
    stripe().complete(id);
    const after = await customer("pay", { token });
    expect(after.headers.get("location")).toBe(
      `http://localhost:3000/orders/${token}?checkout=done`,
    );
    expect(sessionsMade()).toBe(made);
  });

  it("a paid or cancelled order cannot be paid: the page shows how it stands (JSON: 409)", async () => {
    const { id, token } = await anOrder();
    await editor.change(id, { from: "sent", to: "paid" });
    const made = sessionsMade();
    const form = await customer("pay", { token });
    expect(form.headers.get("location")).toBe(
      `/orders/${token}?notice=changed`,
    );
    const json = await customer("pay", { token }, { as: "json" });
    expect(json.status).toBe(409);
    expect(await json.json()).toMatchObject({ state: "paid" });
    expect(sessionsMade()).toBe(made);
  });

  it("an unknown link is 404 and reaches no Stripe", async () => {
    const made = stripe().requests.length;
    expect(
      (await customer("pay", { token: "D".repeat(43) }, { as: "json" })).status,
    ).toBe(404);
    expect(stripe().requests.length).toBe(made);
  });

  describe("when Stripe cannot be reached", () => {
    let port = 0;
    beforeAll(async () => {
      port = await closedPort();
    });
    withEnv(() => ({ STRIPE_API_BASE: `http://127.0.0.1:${port}` }));
    beforeEach(() =>
      jest.spyOn(console, "error").mockImplementation(() => undefined),
    );
    afterEach(() => jest.restoreAllMocks());

    it("says the payment could not start (form: the page's notice; JSON: 502), and the order is as it was", async () => {
      const { id, token } = await anOrder();
      const form = await customer("pay", { token });
      expect(form.headers.get("location")).toBe(
        `/orders/${token}?notice=paymentFailed`,
      );
      const json = await customer("pay", { token }, { as: "json" });
      expect(json.status).toBe(502);
      expect((await orderStore().get(id))!.state).toBe("sent");
    });
  });
});

describe("Accept and pay without card payments set up", () => {
  useTempDataDir();
  it("is refused: the page shows the payment words instead", async () => {
    const cookie = await sessionCookie({ sub: "pay-ed-2" });
    const enquiry = await anEnquiry();
    const body = await (
      await editorRequests(() => cookie).create({
        messageId: enquiry.id,
        lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
      })
    ).json();
    const token = tokenOf(body.link);
    const res = await customer("pay", { token });
    expect(res.headers.get("location")).toBe(`/orders/${token}?notice=changed`);
    expect((await customer("pay", { token }, { as: "json" })).status).toBe(409);
  });
});
