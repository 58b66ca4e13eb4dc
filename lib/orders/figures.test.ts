import { newOrder } from "@/test/orders/order";
import { orderFigures } from "./figures";
import type { Order } from "./types";

const order = (patch: Partial<Order>): Order => ({
  id: "K7Q2M9XD",
  ...newOrder(patch),
});
const paidAt = (at: string, patch: Partial<Order> = {}) =>
  order({
    createdAt: "2026-02-01T10:00:00.000Z",
    state: "paid",
    payment: { by: "card", at },
    ...patch,
  });
const shop = { timeZone: "Asia/Damascus", currency: "EUR" };

describe("the orders' figures for Visits", () => {
  it("counts orders sent and paid on the chosen days, by the shop's calendar, and totals the paid ones", () => {
    const days = ["2026-03-01", "2026-03-02"];
    const figures = orderFigures(
      [
        // 1 March 23:30 in London is already 2 March in Damascus (UTC+3): inside.
        order({ createdAt: "2026-03-01T23:30:00.000Z" }),
        // 28 February 22:30 UTC is 1 March 01:30 in Damascus: inside.
        order({ createdAt: "2026-02-28T22:30:00.000Z" }),
        // 2 March 21:30 UTC is 3 March in Damascus: outside.
        order({ createdAt: "2026-03-02T21:30:00.000Z" }),
        paidAt("2026-03-01T12:00:00.000Z", { total: 4650 }),
        paidAt("2026-03-02T12:00:00.000Z", { total: 1000, state: "shipped" }),
        paidAt("2026-03-05T12:00:00.000Z", { total: 99_999 }),
      ],
      days,
      shop,
    );
    expect(figures).toEqual({
      sent: 2,
      paid: 2,
      paidTotals: [{ currency: "EUR", amount: 5650 }],
    });
  });

  it("an order paid and then cancelled is no sale; accepted but unpaid is not paid", () => {
    const figures = orderFigures(
      [
        paidAt("2026-03-01T12:00:00.000Z", { state: "cancelled" }),
        order({ createdAt: "2026-02-01T10:00:00.000Z", state: "accepted" }),
      ],
      ["2026-03-01"],
      shop,
    );
    expect(figures).toEqual({
      sent: 0,
      paid: 0,
      paidTotals: [{ currency: "EUR", amount: 0 }],
    });
  });

  it("keeps each currency's total apart, the shop's own first", () => {
    const figures = orderFigures(
      [
        paidAt("2026-03-01T12:00:00.000Z", { currency: "GBP", total: 700 }),
        paidAt("2026-03-01T13:00:00.000Z", { total: 300 }),
        paidAt("2026-03-01T14:00:00.000Z", { currency: "GBP", total: 50 }),
      ],
      ["2026-03-01"],
      shop,
    );
    expect(figures.paidTotals).toEqual([
      { currency: "EUR", amount: 300 },
      { currency: "GBP", amount: 750 },
    ]);
  });
});
