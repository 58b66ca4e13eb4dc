// No zod here: the order screens import these types and constants as they are.

/** sent → accepted (a transfer) → paid → shipped → done; cancelled before shipped. */
export const ORDER_STATES = [
  "sent",
  "accepted",
  "paid",
  "shipped",
  "done",
  "cancelled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Amounts are whole numbers of the currency's minor unit (lib/orders/money.ts). */
export type OrderLine = {
  /** The catalogue's soap, whose stock the order moves; absent for a line the owner typed. */
  productId?: string;
  name: string;
  quantity: number;
  unitPrice: number;
};

/** Who moved an order: an editor (by address), the customer (the link), or Stripe (an event). */
export type Actor =
  | { kind: "editor"; email: string }
  | { kind: "customer" }
  | { kind: "stripe"; event: string };

/** Something the owner must look at; the order screen words each kind (messages: OrderProblems). */
export type OrderProblem = {
  at: string;
  kind:
    | "wrongAmount"
    | "paidTwice"
    | "paymentForCancelled"
    | "stockNotChanged"
    | "mailNotSent";
  /** The Stripe event it came with, to find it in Stripe's dashboard. */
  event?: string;
  /** What Stripe said was paid, when that is the problem. */
  amount?: number;
  currency?: string;
};

export type Order = {
  id: string;
  createdAt: string;
  /** The editor who made it. */
  createdBy: string;
  /** The enquiry it was made from (which keeps its own 12 months; the order copies what it needs). */
  messageId: string;
  customer: { name: string; email: string };
  currency: string;
  lines: OrderLine[];
  shipping: { label: string; amount: number };
  note: string;
  /** Computed on the server (orderTotal) when the order is made; what a card is charged. */
  total: number;
  state: OrderState;
  /** An https address of the parcel's tracking page, from "shipped". */
  tracking?: string;
  /** Each change of state, oldest first. `by`: an editor's address, "customer" or "stripe". */
  history: { state: OrderState; at: string; by: string }[];
  /** Stock went down for this order and has not come back (a cancel gives it back). */
  stockLowered: boolean;
  /** The Checkout Sessions made for it: attempts name each one's idempotency key. */
  checkout?: { attempts: number; session?: string };
  /** How it was paid, once paid. */
  payment?: { by: "card" | "owner"; at: string; session?: string };
  problems: OrderProblem[];
};

/** What the customer's page may show: nothing of the family's records (history, problems, address). */
export type CustomerView = Pick<
  Order,
  | "id"
  | "createdAt"
  | "currency"
  | "lines"
  | "shipping"
  | "note"
  | "total"
  | "state"
  | "tracking"
> & { customerName: string };

export const customerView = (order: Order): CustomerView => ({
  id: order.id,
  createdAt: order.createdAt,
  customerName: order.customer.name,
  currency: order.currency,
  lines: order.lines,
  shipping: order.shipping,
  note: order.note,
  total: order.total,
  state: order.state,
  ...(order.tracking && { tracking: order.tracking }),
});
