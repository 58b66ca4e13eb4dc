import { orderStore } from "@/lib/orders";
import {
  anEnquiry,
  customer,
  editorRequests,
  outboxWith,
  stockOf,
  tokenOf,
  withSoaps,
} from "@/test/api/orders";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("an owner moves an order through its states", () => {
  useTempDataDir();
  let cookie = "";
  const editor = editorRequests(() => cookie);
  beforeAll(async () => {
    cookie = await sessionCookie({
      sub: "states-ed",
      email: "hala@halabi.example",
    });
    await withSoaps([{ id: "laurel-40", name: "Laurel 40%", stock: 10 }]);
  });

  /** An order of 2 counted bars and 1 line the owner typed (€29.00 with shipping). */
  async function anOrder() {
    const enquiry = await anEnquiry();
    const res = await editor.create({
      messageId: enquiry.id,
      lines: [
        {
          productId: "laurel-40",
          name: "Laurel 40%",
          quantity: 2,
          unitPrice: "10",
        },
        { name: "Gift box", quantity: 1, unitPrice: "4" },
      ],
      shipping: { label: "Parcel", amount: "5" },
    });
    const body = await res.json();
    return {
      id: body.order.id as string,
      token: tokenOf(body.link),
      email: enquiry.email,
    };
  }

  const change = async (id: string, body: Record<string, unknown>) => {
    const res = await editor.change(id, body);
    return { status: res.status, body: await res.json() };
  };

  it("paid (a transfer) → shipped with a tracking link → done: each stored with who and when, each mailed to the customer; stock goes down once", async () => {
    const { id } = await anOrder();
    const stock = (await stockOf("laurel-40"))!;

    const paid = await change(id, { from: "sent", to: "paid" });
    expect(paid).toMatchObject({
      status: 200,
      body: {
        order: { state: "paid", payment: { by: "owner" } },
        mailed: false,
        why: "outbox",
      },
    });
    expect(paid.body.order.history.at(-1)).toEqual({
      state: "paid",
      at: expect.any(String),
      by: "hala@halabi.example",
    });
    expect(await stockOf("laurel-40")).toBe(stock - 2);
    expect(outboxWith(`We received your payment for order ${id}`)).toHaveLength(
      1,
    );

    const shipped = await change(id, {
      from: "paid",
      to: "shipped",
      tracking: "https://tracking.example/parcel/1Z999",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      state: "shipped",
      tracking: "https://tracking.example/parcel/1Z999",
    });
    expect(outboxWith("https://tracking.example/parcel/1Z999")).toHaveLength(1);

    const done = await change(id, { from: "shipped", to: "done" });
    expect(done.body.order.state).toBe("done");
    expect(
      done.body.order.history.map((h: { state: string }) => h.state),
    ).toEqual(["sent", "paid", "shipped", "done"]);
    expect(outboxWith(`Your order ${id} is complete`)).toHaveLength(1);
    // Stock went down once, whatever followed.
    expect(await stockOf("laurel-40")).toBe(stock - 2);
  });

  it("accepted by the customer lowers the stock; marked paid after, it stays down; cancelled, it comes back", async () => {
    const { id, token } = await anOrder();
    const stock = (await stockOf("laurel-40"))!;
    expect((await customer("accept", { token })).status).toBe(303);
    expect(await stockOf("laurel-40")).toBe(stock - 2);
    expect((await change(id, { from: "accepted", to: "paid" })).status).toBe(
      200,
    );
    expect(await stockOf("laurel-40")).toBe(stock - 2);
    const cancelled = await change(id, { from: "paid", to: "cancelled" });
    expect(cancelled.body.order).toMatchObject({
      state: "cancelled",
      stockLowered: false,
    });
    expect(await stockOf("laurel-40")).toBe(stock);
    expect(outboxWith(`Your order ${id} is cancelled`)).toHaveLength(1);
  });

  it.each([
    [
      "shipped before paid",
      "sent",
      { from: "sent", to: "shipped" },
      /cannot be marked shipped/,
    ],
    [
      "done before shipped",
      "paid",
      { from: "paid", to: "done" },
      /cannot be marked done/,
    ],
    [
      "paid twice",
      "paid",
      { from: "paid", to: "paid" },
      /cannot be marked paid/,
    ],
    [
      "cancelled once shipped",
      "shipped",
      { from: "shipped", to: "cancelled" },
      /cannot be marked cancelled/,
    ],
    [
      "from a state it is no longer in",
      "paid",
      { from: "sent", to: "paid" },
      /is paid now, not sent/,
    ],
  ])(
    "refuses %s with 409 naming the state, changing nothing",
    async (_what, state, body, words) => {
      const { id } = await anOrder();
      await orderStore().change(id, (o) => ({
        order: { ...o, state: state as "paid" },
        result: undefined,
      }));
      const before = await orderStore().get(id);
      const stock = await stockOf("laurel-40");
      const res = await change(id, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: expect.stringMatching(words), state });
      expect(await orderStore().get(id)).toEqual(before);
      expect(await stockOf("laurel-40")).toBe(stock);
    },
  );

  it.each([
    ["a state no owner sets", { from: "sent", to: "accepted" }, "to"],
    ["an unknown starting state", { from: "lost", to: "paid" }, "from"],
    [
      "a tracking link that is not https",
      { from: "paid", to: "shipped", tracking: "http://t.example/1" },
      "tracking",
    ],
    [
      "a tracking link with another change",
      { from: "sent", to: "paid", tracking: "https://t.example/1" },
      "tracking",
    ],
  ])("refuses %s with 400 naming the field", async (_what, body, field) => {
    const { id } = await anOrder();
    const res = await change(id, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it("an order that is not there is 404", async () => {
    expect(
      (await change("NOSUCHID", { from: "sent", to: "paid" })).status,
    ).toBe(404);
  });

  it("two editors marking it at once: one wins, the other gets 409 and overwrites nothing", async () => {
    const { id } = await anOrder();
    await change(id, { from: "sent", to: "paid" });
    const [a, b] = await Promise.all([
      change(id, {
        from: "paid",
        to: "shipped",
        tracking: "https://t.example/a",
      }),
      change(id, {
        from: "paid",
        to: "shipped",
        tracking: "https://t.example/b",
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const order = await orderStore().get(id);
    expect(order!.tracking).toBe(winner.body.order.tracking);
    expect(order!.history.filter((h) => h.state === "shipped")).toHaveLength(1);
  });
});
