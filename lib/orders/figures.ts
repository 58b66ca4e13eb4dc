import { dayOf } from "@/lib/visits/days";
import type { Order } from "./types";

export type OrderFigures = {
  sent: number;
  paid: number;
  /** Per currency, in minor units, the shop's own first (even at 0); a shop that changed its currency has more. */
  paidTotals: { currency: string; amount: number }[];
};

/**
 * Orders sent and paid on `days` (the shop's calendar days, as Visits counts visits) and what the
 * paid ones came to. Read from the orders themselves, not counted as they happen, so the figures
 * follow the records: an order paid and then cancelled (to be refunded) is no sale.
 */
export function orderFigures(
  orders: readonly Order[],
  days: readonly string[],
  shop: { timeZone: string; currency: string },
): OrderFigures {
  const within = new Set(days);
  const on = (at: string | undefined) =>
    at !== undefined && within.has(dayOf(new Date(at), shop.timeZone));
  const paid = orders.filter(
    (order) => order.state !== "cancelled" && on(order.payment?.at),
  );
  const totals = new Map([[shop.currency, 0]]);
  for (const order of paid)
    totals.set(order.currency, (totals.get(order.currency) ?? 0) + order.total);
  return {
    sent: orders.filter((order) => on(order.createdAt)).length,
    paid: paid.length,
    paidTotals: [...totals].map(([currency, amount]) => ({ currency, amount })),
  };
}
