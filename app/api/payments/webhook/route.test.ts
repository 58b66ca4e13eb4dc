import { orderStore } from "@/lib/orders";
import {
  anEnquiry,
  customer,
  deliver,
  editorRequests,
  outboxWith,
  stockOf,
  tokenOf,
  withSoaps,
} from "@/test/api/orders";
import { sessionCookie } from "@/test/session-cookie";
import { eventOf, signed } from "@/test/stand-ins/stripe";
import { withStripeStandIn } from "@/test/with-env";
import { useTempDataDir } from "@/test/temp-data-dir";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const SECRET = "whsec_webhooktests";

describe("POST /api/payments/webhook: Stripe's word, and only Stripe's, marks an order paid", () => {
  useTempDataDir();
  const stripe = withStripeStandIn(SECRET);
  let cookie = "";
  const editor = editorRequests(() => cookie);
  beforeAll(async () => {
    cookie = await sessionCookie({ sub: "hook-ed" });
    await withSoaps([{ id: "laurel-40", name: "Laurel 40%", stock: 50 }]);
  });
  beforeEach(() =>
    jest.spyOn(console, "warn").mockImplementation(() => undefined),
  );
  afterEach(() => jest.restoreAllMocks());

  /** An order (2 counted bars at €10, shipping €5: €25.00) its customer has taken to Checkout. */
  async function atCheckout() {
    const enquiry = await anEnquiry();
    const body = await (
      await editor.create({
        messageId: enquiry.id,
        lines: [
          {
            productId: "laurel-40",
            name: "Laurel 40%",
            quantity: 2,
            unitPrice: "10",
          },
        ],
        shipping: { label: "Parcel", amount: "5" },
      })
    ).json();
    const token = tokenOf(body.link);
    const url = (await customer("pay", { token })).headers.get("location")!;
    const session = new URL(url).pathname.split("/").pop()!;
    return {
      id: body.order.id as string,
      token,
      session,
      email: enquiry.email,
    };
  }

  const received = async (res: Response) => ({
    status: res.status,
    body: await res.json(),
  });

  it("a completed Checkout marks the order paid once: stock down, the customer and the family told", async () => {
    const { id, session } = await atCheckout();
    const stock = (await stockOf("laurel-40"))!;
    const event = stripe().complete(session);
    expect(await received(await deliver(event, SECRET))).toEqual({
      status: 200,
      body: { received: true, outcome: "paid" },
    });
    const order = (await orderStore().get(id))!;
    expect(order).toMatchObject({
      state: "paid",
      payment: { by: "card", session },
      stockLowered: true,
      problems: [],
    });
    expect(order.history.at(-1)).toMatchObject({ state: "paid", by: "stripe" });
    expect(await stockOf("laurel-40")).toBe(stock - 2);
    expect(outboxWith(`We received your payment for order ${id}`)).toHaveLength(
      1,
    );
    expect(outboxWith(`paid order ${id} by card`)).toHaveLength(1);

    // The same event again (Stripe retries): 200, and nothing changes.
    expect(await received(await deliver(event, SECRET))).toEqual({
      status: 200,
      body: { received: true, outcome: "replayed" },
    });
    expect(await orderStore().get(id)).toEqual(order);
    expect(await stockOf("laurel-40")).toBe(stock - 2);
    expect(outboxWith(`We received your payment for order ${id}`)).toHaveLength(
      1,
    );
  });

  it("the same event delivered twice at once still pays once", async () => {
    const { id, session } = await atCheckout();
    const stock = (await stockOf("laurel-40"))!;
    const event = stripe().complete(session);
    const answers = await Promise.all([
      deliver(event, SECRET),
      deliver(event, SECRET),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const order = (await orderStore().get(id))!;
    expect(order.history.filter((h) => h.state === "paid")).toHaveLength(1);
    expect(await stockOf("laurel-40")).toBe(stock - 2);
  });

  it.each([
    ["amount", { amount_total: 2499 }],
    ["currency", { currency: "usd" }],
  ])(
    "a wrong %s leaves the order unpaid, answered 200 and kept on the order for the owner",
    async (_what, change) => {
      const { id, session } = await atCheckout();
      const stock = await stockOf("laurel-40");
      const event = stripe().complete(session);
      Object.assign(event.data.object, change);
      expect(await received(await deliver(event, SECRET))).toEqual({
        status: 200,
        body: { received: true, outcome: "wrongAmount" },
      });
      const order = (await orderStore().get(id))!;
      expect(order.state).toBe("sent");
      expect(order.problems).toEqual([
        expect.objectContaining({ kind: "wrongAmount", event: event.id }),
      ]);
      expect(await stockOf("laurel-40")).toBe(stock);
    },
  );

  it("a paid order is not paid twice: a second session's payment is kept as a problem to refund", async () => {
    const { id, token, session } = await atCheckout();
    // A second tab had opened Checkout before the first was paid.
    const second = stripe().complete(session);
    await deliver(second, SECRET);
    const stock = await stockOf("laurel-40");
    const other = eventOf("checkout.session.completed", {
      ...second.data.object,
      id: "cs_test_second_tab",
    });
    expect((await received(await deliver(other, SECRET))).body.outcome).toBe(
      "paidTwice",
    );
    const order = (await orderStore().get(id))!;
    expect(order.state).toBe("paid");
    expect(order.payment!.session).toBe(session);
    expect(order.problems).toEqual([
      expect.objectContaining({ kind: "paidTwice", event: other.id }),
    ]);
    expect(await stockOf("laurel-40")).toBe(stock);
    // And the customer's button makes no new session for it.
    expect((await customer("pay", { token }, { as: "json" })).status).toBe(409);
  });

  it("a payment that is not through yet waits for async_payment_succeeded", async () => {
    const { id, session } = await atCheckout();
    const pending = stripe().complete(session, { paid: false });
    expect((await received(await deliver(pending, SECRET))).body.outcome).toBe(
      "notPaidYet",
    );
    expect((await orderStore().get(id))!.state).toBe("sent");
    const succeeded = eventOf("checkout.session.async_payment_succeeded", {
      ...pending.data.object,
      payment_status: "paid",
    });
    expect(
      (await received(await deliver(succeeded, SECRET))).body.outcome,
    ).toBe("paid");
    expect((await orderStore().get(id))!.state).toBe("paid");
  });

  it("a payment for a cancelled order, or for no order, is answered 200 and kept", async () => {
    const { id, session } = await atCheckout();
    await editor.change(id, { from: "sent", to: "cancelled" });
    const event = stripe().complete(session);
    expect((await received(await deliver(event, SECRET))).body.outcome).toBe(
      "paymentForCancelled",
    );
    expect((await orderStore().get(id))!).toMatchObject({
      state: "cancelled",
      problems: [expect.objectContaining({ kind: "paymentForCancelled" })],
    });
    const stray = eventOf("checkout.session.completed", {
      ...event.data.object,
      id: "cs_test_stray",
      client_reference_id: "NOORDER2",
      metadata: { order: "NOORDER2" },
    });
    expect((await received(await deliver(stray, SECRET))).body.outcome).toBe(
      "unknownOrder",
    );
    expect(await orderStore().events.get(stray.id)).toMatchObject({
      outcome: "unknownOrder",
    });
  });

  it("other events are answered 200 and change nothing", async () => {
    const event = eventOf("charge.refunded", { id: "ch_1", object: "charge" });
    expect((await received(await deliver(event, SECRET))).body.outcome).toBe(
      "ignored",
    );
  });

  it("a body Stripe did not sign for this endpoint is 400 and changes nothing", async () => {
    const { id, session } = await atCheckout();
    const event = stripe().complete(session);
    const good = signed(event, SECRET);
    for (const raw of [
      signed(event, "whsec_someoneelse"),
      { payload: good.payload, header: "" },
      {
        payload: good.payload.replace(session, "cs_test_forged"),
        header: good.header,
      },
      { payload: "", header: good.header },
    ]) {
      const res = await deliver(null, SECRET, raw);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
    expect((await orderStore().get(id))!.state).toBe("sent");
    expect(await orderStore().events.get(event.id)).toBeNull();
  });

  it("a body over 256 KiB is 413 before anything is checked", async () => {
    const res = await deliver(null, SECRET, {
      payload: "x".repeat(300 * 1024),
      header: "t=1,v1=x",
    });
    expect(res.status).toBe(413);
  });
});

describe("the webhook without card payments set up", () => {
  useTempDataDir();
  it("is 404", async () => {
    const res = await deliver(
      eventOf("checkout.session.completed", {}),
      SECRET,
    );
    expect(res.status).toBe(404);
  });
});
