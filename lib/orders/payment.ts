import "server-only";
import { env } from "@/lib/env";
import {
  cardPayments,
  type CardPayments,
  type PaymentEvent,
} from "@/lib/payments/stripe";
import { afterMove } from "./changes";
import { orderStore } from "./index";
import { moved, type StockChange } from "./states";
import type { OrderStore } from "./store";
import type { Actor, Order, OrderProblem, OrderState } from "./types";

// Card payments: the customer's "Accept and pay" starts a Stripe Checkout Session for the order as
// stored (never an amount the browser sent), and only Stripe's signed event marks it paid.

/** Where Checkout sends the customer back: their own order page, which says what it knows. */
const returnAddresses = (token: string) => {
  const page = new URL(`/orders/${token}`, env().SITE_URL).href;
  return {
    success: `${page}?checkout=done`,
    cancel: `${page}?checkout=cancelled`,
  };
};

export type PaymentStart =
  | { kind: "unknown" }
  | { kind: "noCards" }
  | { kind: "conflict"; state: OrderState }
  /** Checkout's page for this order: a session still open is used again, never a second one. */
  | { kind: "checkout"; url: string };

const payable = (state: OrderState) => state === "sent" || state === "accepted";

export async function startPayment(
  token: string,
  store: OrderStore = orderStore(),
  payments: CardPayments | null = cardPayments(),
): Promise<PaymentStart> {
  const order = await store.byToken(token);
  if (!order) return { kind: "unknown" };
  if (!payments) return { kind: "noCards" };
  if (!payable(order.state)) return { kind: "conflict", state: order.state };
  const back = returnAddresses(token);
  const earlier = order.checkout?.session
    ? await payments.checkout(order.checkout.session)
    : null;
  if (earlier?.status === "open" && earlier.url)
    return { kind: "checkout", url: earlier.url };
  // Paid there, and Stripe's event is on its way: the page says so.
  if (earlier?.status === "complete")
    return { kind: "checkout", url: back.success };
  // Each new session has a key of its own, so a retry of the same request never makes two.
  const attempt = await store.change(order.id, (current) => {
    const attempts = (current.checkout?.attempts ?? 0) + 1;
    return {
      order: { ...current, checkout: { ...current.checkout, attempts } },
      result: { attempts, order: current },
    };
  });
  if (!attempt) return { kind: "unknown" };
  if (!payable(attempt.order.state))
    return { kind: "conflict", state: attempt.order.state };
  const session = await payments.startCheckout(
    attempt.order,
    attempt.attempts,
    back,
  );
  await store.change(order.id, (current) => ({
    order: {
      ...current,
      checkout: {
        attempts: current.checkout?.attempts ?? 1,
        session: session.id,
      },
    },
    result: undefined,
  }));
  if (!session.url) return { kind: "noCards" };
  return { kind: "checkout", url: session.url };
}

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/** What became of an event; each is kept under its id, so a replay finds it and changes nothing. */
export type EventOutcome =
  | "paid"
  | "replayed"
  | "ignored"
  | "notPaidYet"
  | "unknownOrder"
  | "wrongAmount"
  | "alreadyPaid"
  | "paidTwice"
  | "paymentForCancelled";

const PROBLEM_OF: Partial<Record<EventOutcome, OrderProblem["kind"]>> = {
  wrongAmount: "wrongAmount",
  paidTwice: "paidTwice",
  paymentForCancelled: "paymentForCancelled",
};

/**
 * Marks the order paid once, only when the event's amount and currency are the order's. Anything
 * else is recorded, logged and, where the owner must act (a refund), kept on the order.
 */
export async function confirmPayment(
  event: PaymentEvent,
  store: OrderStore = orderStore(),
  now = new Date(),
): Promise<EventOutcome> {
  if (await store.events.get(event.id)) return "replayed";
  const at = now.toISOString();
  const session = event.session;
  const record = async (outcome: EventOutcome, order?: string) => {
    await store.events.record(event.id, {
      at,
      type: event.type,
      order,
      outcome,
    });
    if (
      outcome !== "paid" &&
      outcome !== "ignored" &&
      outcome !== "alreadyPaid"
    )
      console.warn(
        `[payments] Stripe event ${event.id} (${event.type}${order ? `, order ${order}` : ""}): ${outcome}`,
      );
    return outcome;
  };
  if (!HANDLED.has(event.type) || !session) return record("ignored");
  if (!session.paid) return record("notPaidYet", session.orderId ?? undefined);
  const actor: Actor = { kind: "stripe", event: event.id };
  type Judged =
    | { outcome: EventOutcome }
    | { outcome: EventOutcome; order: Order; stock: StockChange };
  const result =
    session.orderId &&
    (await store.change<Judged>(session.orderId, (order) => {
      const outcome = judge(order, session);
      const problem = PROBLEM_OF[outcome];
      if (problem)
        return {
          order: {
            ...order,
            problems: [
              ...order.problems,
              {
                at,
                kind: problem,
                event: event.id,
                ...(session.amountTotal !== null && {
                  amount: session.amountTotal,
                }),
                ...(session.currency && { currency: session.currency }),
              },
            ],
          },
          result: { outcome },
        };
      if (outcome !== "paid") return { result: { outcome } };
      const next = moved(order, "paid", actor, at, {
        payment: { by: "card", at, session: session.id },
      })!;
      return { order: next.order, result: { outcome, ...next } };
    }));
  if (!result) return record("unknownOrder", session.orderId ?? undefined);
  const outcome = await record(result.outcome, session.orderId!);
  if ("order" in result)
    await afterMove(store, result.order, result.stock, actor);
  return outcome;
}

function judge(
  order: Order,
  session: NonNullable<PaymentEvent["session"]>,
): EventOutcome {
  if (order.state === "cancelled") return "paymentForCancelled";
  if (
    session.amountTotal !== order.total ||
    session.currency !== order.currency
  )
    return "wrongAmount";
  if (order.state === "sent" || order.state === "accepted") return "paid";
  return order.payment?.session === session.id ? "alreadyPaid" : "paidTwice";
}
