import { orderStore } from "@/lib/orders";
import { newOrder } from "@/test/orders/order";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET } from "./route";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("GET /api/orders/figures", () => {
  useTempDataDir();
  let cookie = "";
  beforeAll(async () => {
    cookie = await sessionCookie({ sub: "figures-ed" });
  });
  const figures = (query: string) =>
    GET(
      new Request(`http://localhost:3000/api/orders/figures${query}`, {
        headers: { cookie, "sec-fetch-site": "same-origin" },
      }),
    );

  it("answers the orders sent and paid today and in the last 30 days, with the paid total", async () => {
    const now = new Date().toISOString();
    const old = "2020-01-01T12:00:00.000Z";
    const store = orderStore();
    await store.add(newOrder({ createdAt: now }));
    await store.add(
      newOrder({
        createdAt: old,
        state: "paid",
        payment: { by: "owner", at: now },
        total: 4650,
      }),
    );
    await store.add(newOrder({ createdAt: old }));
    const res = await figures("?days=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      sent: 1,
      paid: 1,
      paidTotals: [{ currency: "EUR", amount: 4650 }],
    });
    expect((await (await figures("?days=30")).json()).sent).toBe(1);
  });

  it.each(["?days=5", "?days=", "?days=7.0"])(
    "refuses %s naming days (400)",
    async (query) => {
      const res = await figures(query);
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ days: "must be 7 or 30" });
    },
  );
});
