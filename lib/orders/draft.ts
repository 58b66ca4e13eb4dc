import type { StoredMessage } from "@/lib/inbox/types";
import type { Product } from "@/lib/products/types";
import { sameName, soapLineName } from "@/lib/shopping-list/item";
import { minorDigits, moneyText } from "./money";
import type { Order } from "./types";

/** A line as the order screen shows it before sending: amounts as the owner would type them. */
export type DraftLine = {
  productId?: string;
  name: string;
  quantity: number;
  /** "9.50" from the soap's price in the shop's currency; "" to fill in (no price, or another currency). */
  unitPrice: string;
  /** The soap's bars in stock, when counted. */
  stock?: number;
};

export type OrderDraft = {
  message: { id: string; name: string; email: string };
  currency: string;
  /** The enquiry's soaps: each line of its list that names a soap of the catalogue. */
  lines: DraftLine[];
  /** The rest of its list (ingredients, names the catalogue does not know), for the owner to add by hand. */
  others: { name: string; amount: number }[];
  /** Orders already made from this enquiry. */
  orders: Pick<Order, "id" | "state" | "createdAt">[];
};

/** The enquiry's soaps as order lines at the catalogue's prices, ready for POST /api/orders. */
export function draftFromEnquiry(
  message: StoredMessage,
  products: readonly Product[],
  currency: string,
  orders: readonly Order[],
): OrderDraft {
  const lines: DraftLine[] = [];
  const others: OrderDraft["others"] = [];
  for (const item of message.list ?? []) {
    // A list names a soap as "Add to my list" wrote it.
    const soap = products.find((p) =>
      sameName(soapLineName(p.name), item.name),
    );
    if (!soap) {
      others.push(item);
      continue;
    }
    const priced = soap.price !== undefined && soap.currency === currency;
    lines.push({
      productId: soap.id,
      name: soap.name,
      quantity: Math.max(1, Math.round(item.amount)),
      unitPrice: priced
        ? moneyText(
            Math.round(soap.price! * 10 ** minorDigits(currency)),
            currency,
          )
        : "",
      ...(soap.stock !== undefined && { stock: soap.stock }),
    });
  }
  return {
    message: { id: message.id, name: message.name, email: message.email },
    currency,
    lines,
    others,
    orders: orders
      .filter((o) => o.messageId === message.id)
      .map(({ id, state, createdAt }) => ({ id, state, createdAt })),
  };
}
