import { orderStore } from "@/lib/orders";
import { readShopDetails, saveShopDetails } from "@/lib/shop-details/store";
import {
  anEnquiry,
  editorRequests,
  outboxWith,
  tokenOf,
  withSoaps,
} from "@/test/api/orders";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("an editor makes an order from an enquiry", () => {
  useTempDataDir();
  let cookie = "";
  const editor = editorRequests(() => cookie);
  beforeAll(async () => {
    cookie = await sessionCookie({
      sub: "orders-ed",
      email: "amal@halabi.example",
    });
    await withSoaps([
      {
        id: "laurel-40",
        name: "Laurel 40%",
        price: 12.5,
        currency: "EUR",
        stock: 5,
      },
      { id: "olive-5", name: "Olive 5%", price: 9, currency: "GBP" },
    ]);
  });

  it("GET /api/orders/draft turns the enquiry's soaps into lines at the catalogue's prices", async () => {
    const enquiry = await anEnquiry([
      { name: "Laurel 40%", amount: 3 },
      { name: "Olive 5%", amount: 1 },
      { name: "Olive oil", amount: 1.5 },
    ]);
    const res = await editor.draft(enquiry.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      message: { id: enquiry.id, name: enquiry.name, email: enquiry.email },
      currency: "EUR",
      lines: [
        {
          productId: "laurel-40",
          name: "Laurel 40%",
          quantity: 3,
          unitPrice: "12.50",
          stock: 5,
        },
        { productId: "olive-5", name: "Olive 5%", quantity: 1, unitPrice: "" },
      ],
      others: [{ name: "Olive oil", amount: 1.5 }],
      orders: [],
    });
    expect((await editor.draft("no-such-message")).status).toBe(404);
    const missing = await editor.draft("");
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toHaveProperty("message");
  });

  it("POST /api/orders stores the order with the total computed here, and with the outbox says the customer was not mailed and gives the link", async () => {
    const enquiry = await anEnquiry();
    const res = await editor.create({
      messageId: enquiry.id,
      lines: [
        {
          productId: "laurel-40",
          name: "Laurel 40%",
          quantity: 2,
          unitPrice: "12,50",
        },
        { name: "Gift box", quantity: 1, unitPrice: "4" },
      ],
      shipping: { label: "Parcel to France", amount: "7.50" },
      note: "Ready on Monday.",
      // Whatever a client says of the total or the currency counts for nothing.
      total: 1,
      currency: "USD",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      order: expect.objectContaining({
        id: expect.stringMatching(/^[2-9A-Z]{8}$/),
        state: "sent",
        currency: "EUR",
        total: 2 * 1250 + 400 + 750,
        customer: { name: enquiry.name, email: enquiry.email },
        messageId: enquiry.id,
        createdBy: "amal@halabi.example",
        lines: [
          {
            productId: "laurel-40",
            name: "Laurel 40%",
            quantity: 2,
            unitPrice: 1250,
          },
          { name: "Gift box", quantity: 1, unitPrice: 400 },
        ],
        shipping: { label: "Parcel to France", amount: 750 },
        note: "Ready on Monday.",
      }),
      link: expect.stringMatching(
        /^http:\/\/localhost:3000\/orders\/[A-Za-z0-9_-]{43}$/,
      ),
      mailed: false,
      why: "outbox",
    });
    expect(body.order).not.toHaveProperty("token");
    const stored = await orderStore().byToken(tokenOf(body.link));
    expect(stored).toEqual(body.order);
    // The outbox holds the customer's mail with the link.
    const [mail] = outboxWith(body.link);
    expect(mail).toMatch(new RegExp(`To: ${enquiry.email}`));
    expect(mail).toContain("Total: €36.50");
    // Stock moves only when paid.
    expect(
      (await editor.draft(enquiry.id).then((r) => r.json())).orders,
    ).toEqual([
      { id: body.order.id, state: "sent", createdAt: body.order.createdAt },
    ]);
  });

  it("in the shop's currency: a price with more decimals than it has is refused, naming the line", async () => {
    const { details, version } = await readShopDetails();
    await saveShopDetails({ ...details, currency: "JPY" }, version);
    const enquiry = await anEnquiry();
    const res = await editor.create({
      messageId: enquiry.id,
      lines: [
        { name: "A", quantity: 1, unitPrice: "1200" },
        { name: "B", quantity: 1, unitPrice: "12.50" },
      ],
      shipping: { label: "", amount: "" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      "lines.1.unitPrice": "must be a price in JPY above 0, such as 9.50",
    });
    const fixed = await editor.create({
      messageId: enquiry.id,
      lines: [{ name: "A", quantity: 2, unitPrice: "1200" }],
    });
    expect((await fixed.json()).order).toMatchObject({
      currency: "JPY",
      total: 2400,
    });
    const now = await readShopDetails();
    await saveShopDetails({ ...now.details, currency: "EUR" }, now.version);
  });

  it.each([
    ["no lines", { lines: [] }, "lines"],
    [
      "a price that is no number",
      { lines: [{ name: "A", quantity: 1, unitPrice: "cheap" }] },
      "lines.0.unitPrice",
    ],
    [
      "a price of 0",
      { lines: [{ name: "A", quantity: 1, unitPrice: "0" }] },
      "lines.0.unitPrice",
    ],
    [
      "a quantity of 0",
      { lines: [{ name: "A", quantity: 0, unitPrice: "1" }] },
      "lines.0.quantity",
    ],
    [
      "shipping below 0",
      { shipping: { label: "x", amount: "-2" } },
      "shipping.amount",
    ],
    [
      "a soap the catalogue lacks",
      {
        lines: [{ productId: "gone", name: "A", quantity: 1, unitPrice: "1" }],
      },
      "lines.0.productId",
    ],
  ])(
    "refuses %s with 400 naming the field, and stores nothing",
    async (_what, patch, field) => {
      const enquiry = await anEnquiry();
      const before = (await orderStore().list()).length;
      const res = await editor.create({
        messageId: enquiry.id,
        lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
        ...patch,
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(typeof body.error).toBe("string");
      expect(Object.keys(body.fields)).toContain(field);
      expect((await orderStore().list()).length).toBe(before);
    },
  );

  it("refuses an enquiry that is not there (404)", async () => {
    const res = await editor.create({
      messageId: "no-such-message",
      lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
    });
    expect(res.status).toBe(404);
    expect((await res.json()).fields).toHaveProperty("messageId");
  });

  it("GET /api/orders lists every order newest first, or those in one state", async () => {
    const enquiry = await anEnquiry();
    const made = async () =>
      (
        await (
          await editor.create({
            messageId: enquiry.id,
            lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
          })
        ).json()
      ).order;
    const first = await made();
    const second = await made();
    await orderStore().change(first.id, (o) => ({
      order: { ...o, state: "cancelled" },
      result: undefined,
    }));
    const all = await (await editor.list()).json();
    expect(all.slice(0, 2).map((o: { id: string }) => o.id)).toEqual([
      second.id,
      first.id,
    ]);
    const cancelled = await (await editor.list("?state=cancelled")).json();
    expect(cancelled.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const bad = await editor.list("?state=lost");
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("state");
    expect((await editor.get(second.id)).status).toBe(200);
    expect((await editor.get("NOSUCHID")).status).toBe(404);
  });

  it("POST /api/orders/{id}/link makes a new link and mails it; the old one stops opening the order", async () => {
    const enquiry = await anEnquiry();
    const made = await (
      await editor.create({
        messageId: enquiry.id,
        lines: [{ name: "A", quantity: 1, unitPrice: "1" }],
      })
    ).json();
    const res = await editor.newLink(made.order.id);
    expect(res.status).toBe(200);
    const again = await res.json();
    expect(again).toMatchObject({ mailed: false, why: "outbox" });
    expect(again.link).not.toBe(made.link);
    expect(await orderStore().byToken(tokenOf(made.link))).toBeNull();
    expect((await orderStore().byToken(tokenOf(again.link)))!.id).toBe(
      made.order.id,
    );
    expect(outboxWith(again.link)).toHaveLength(1);
    expect((await editor.newLink("NOSUCHID")).status).toBe(404);
  });
});
