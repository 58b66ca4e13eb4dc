import { orderTotal, parseMoney } from "./money";
import type { DraftLine } from "./draft";

// The order screen's form as the owner types it: amounts and quantities stay text until sent, so
// nothing typed is rewritten under a finger; the server reads them again (priceOrder) and its
// total is the one stored.

export type TypedLine = Omit<DraftLine, "quantity" | "stock"> & {
  quantity: string;
};

export type TypedOrder = {
  lines: TypedLine[];
  shipping: { label: string; amount: string };
  note: string;
};

const wholeNumber = /^\s*\d+\s*$/;

/** The running total in minor units, or null while a quantity or an amount cannot be read. */
export function typedTotal(order: TypedOrder, currency: string): number | null {
  const shipping =
    order.shipping.amount.trim() === ""
      ? 0
      : parseMoney(order.shipping.amount, currency);
  if (shipping === null) return null;
  const lines = [];
  for (const line of order.lines) {
    const unitPrice = parseMoney(line.unitPrice, currency);
    if (unitPrice === null || !wholeNumber.test(line.quantity)) return null;
    lines.push({ quantity: Number(line.quantity), unitPrice });
  }
  return orderTotal(lines, shipping);
}

/** The body of POST /api/orders. A quantity that is no whole number goes as typed, for the server to name. */
export function orderBody(messageId: string, order: TypedOrder) {
  return {
    messageId,
    lines: order.lines.map(({ productId, name, quantity, unitPrice }) => ({
      ...(productId && { productId }),
      name,
      quantity: wholeNumber.test(quantity) ? Number(quantity) : quantity,
      unitPrice,
    })),
    shipping: order.shipping,
    note: order.note,
  };
}
