// Orders as the site makes them, for the store's contract and the route tests.
import type { Order } from "@/lib/orders/types";

export const T0 = new Date("2026-03-01T10:00:00.000Z");

let serial = 0;

/** A sent order of two soaps and shipping (€46.50), without its id: what the store's `add` takes. */
export function newOrder(patch: Partial<Order> = {}): Omit<Order, "id"> {
  serial += 1;
  return {
    createdAt: new Date(T0.getTime() + serial * 60_000).toISOString(),
    createdBy: "amal@halabi.example",
    messageId: `m-${serial}`,
    customer: {
      name: `Customer ${serial}`,
      email: `customer${serial}@example.com`,
    },
    currency: "EUR",
    lines: [
      {
        productId: "laurel-40",
        name: "Laurel 40%",
        quantity: 2,
        unitPrice: 1250,
      },
      { name: "Gift wrapping", quantity: 1, unitPrice: 1400 },
    ],
    shipping: { label: "Parcel to France", amount: 750 },
    note: "Made for you this week.\nThank you!",
    total: 2 * 1250 + 1400 + 750,
    state: "sent",
    history: [
      { state: "sent", at: T0.toISOString(), by: "amal@halabi.example" },
    ],
    stockLowered: false,
    problems: [],
    ...patch,
  };
}
