import "server-only";
import type { StoredMessage } from "@/lib/inbox/types";
import { logFailure } from "@/lib/log-failure";
import { catalogStore } from "@/lib/products";
import { cardPayments } from "@/lib/payments/stripe";
import { readShopDetails } from "@/lib/shop-details/store";
import { siteChanged } from "@/lib/site-changes";
import { orderStore } from "./index";
import {
  mailCustomer,
  orderLink,
  tellFamily,
  type CustomerMail,
  type MailOutcome,
} from "./mails";
import { priceOrder, type OrderInput } from "./schema";
import { moved, type StockChange } from "./states";
import type { OrderStore } from "./store";
import type { Actor, Order, OrderProblem, OrderState } from "./types";

// What happens to orders, in order: the change is one compare-and-set on the order (so it happens
// once, whichever instance or editor asks), then what follows from it (stock, the
// mails), each of which may fail without undoing the change: a failure is logged and, where the
// owner must act, kept on the order as a problem.

const PROBLEMS_KEPT = 20;

async function addProblem(
  store: OrderStore,
  id: string,
  problem: Omit<OrderProblem, "at">,
): Promise<void> {
  await store
    .change(id, (order) => ({
      order: {
        ...order,
        problems: [
          ...order.problems,
          { at: new Date().toISOString(), ...problem },
        ].slice(-PROBLEMS_KEPT),
      },
      result: undefined,
    }))
    .catch((error: unknown) =>
      logFailure(`[orders] a problem of order ${id} could not be kept`, error),
    );
}

/** The shop's own address, which a customer's reply goes to. */
const shopAddress = async () => (await readShopDetails()).details.email;

async function moveStock(store: OrderStore, order: Order, stock: StockChange) {
  if (!stock) return;
  const sign = stock === "lower" ? -1 : 1;
  const changes: Record<string, number> = {};
  for (const { productId, quantity } of order.lines)
    if (productId)
      changes[productId] = (changes[productId] ?? 0) + sign * quantity;
  if (Object.keys(changes).length === 0) return;
  try {
    if ((await catalogStore().adjustStock(changes)).length > 0)
      await siteChanged();
  } catch (error) {
    logFailure(
      `[orders] the stock of order ${order.id} could not be ${stock === "lower" ? "lowered" : "given back"}`,
      error,
    );
    await addProblem(store, order.id, { kind: "stockNotChanged" });
  }
}

async function mailed(
  store: OrderStore,
  order: Order,
  mail: CustomerMail,
): Promise<MailOutcome> {
  const outcome = await mailCustomer(order, mail, await shopAddress());
  if (!outcome.mailed && outcome.why === "failed")
    await addProblem(store, order.id, { kind: "mailNotSent" });
  return outcome;
}

const customerMailFor = (order: Order): CustomerMail =>
  order.state === "shipped"
    ? { kind: "shipped", tracking: order.tracking }
    : { kind: order.state as "paid" | "done" | "cancelled" };

/** What follows a change of state; the customer's mail outcome when they were written to. */
export async function afterMove(
  store: OrderStore,
  order: Order,
  stock: StockChange,
  actor: Actor,
): Promise<MailOutcome | null> {
  await moveStock(store, order, stock);
  if (actor.kind === "customer") {
    await tellFamily(order, "accepted");
    return null;
  }
  if (actor.kind === "stripe") await tellFamily(order, "paidByCard");
  return mailed(store, order, customerMailFor(order));
}

export type Made =
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "made"; order: Order; link: string; mail: MailOutcome };

/** A new order from an enquiry, sent to its customer at once (the screen's "Send to the customer"). */
export async function createOrder(
  input: OrderInput,
  message: StoredMessage,
  editor: string,
  store: OrderStore = orderStore(),
  now = new Date(),
): Promise<Made> {
  const { currency } = (await readShopDetails()).details;
  const priced = priceOrder(input, currency);
  if ("fields" in priced) return { kind: "invalid", fields: priced.fields };
  const { products } = await catalogStore().list();
  const unknown = priced.lines.flatMap((line, i) =>
    line.productId && !products.some((p) => p.id === line.productId)
      ? [[`lines.${i}.productId`, "is no soap of the catalogue"]]
      : [],
  );
  if (unknown.length > 0)
    return { kind: "invalid", fields: Object.fromEntries(unknown) };
  const at = now.toISOString();
  const { order, token } = await store.add({
    createdAt: at,
    createdBy: editor,
    messageId: message.id,
    customer: { name: message.name, email: message.email },
    currency,
    ...priced,
    note: input.note,
    state: "sent",
    history: [{ state: "sent", at, by: editor }],
    stockLowered: false,
    problems: [],
  });
  const link = orderLink(token);
  return {
    kind: "made",
    order,
    link,
    mail: await mailed(store, order, { kind: "sent", link }),
  };
}

/** What one compare-and-set on the order decided. */
type Step =
  | { kind: "conflict"; state: OrderState }
  | { kind: "already"; order: Order }
  | { kind: "next"; order: Order; stock: StockChange };

export type Moved =
  | { kind: "unknown" }
  /** The order is not in the state the change starts from, or the change cannot follow its state. */
  | { kind: "conflict"; state: OrderState }
  | { kind: "moved"; order: Order; mail: MailOutcome | null };

/** An owner's change: only from the state the screen showed (`from`), so two editors never both move it. */
export async function changeState(
  id: string,
  change: {
    from: OrderState;
    to: "paid" | "shipped" | "done" | "cancelled";
    tracking?: string;
  },
  editor: string,
  store: OrderStore = orderStore(),
  now = new Date(),
): Promise<Moved> {
  const actor: Actor = { kind: "editor", email: editor };
  const at = now.toISOString();
  const result = await store.change<Step>(id, (order) => {
    const next =
      order.state === change.from &&
      moved(order, change.to, actor, at, {
        ...(change.tracking && { tracking: change.tracking }),
        ...(change.to === "paid" && { payment: { by: "owner", at } }),
      });
    if (!next) return { result: { kind: "conflict", state: order.state } };
    return { order: next.order, result: { kind: "next", ...next } };
  });
  if (!result || result.kind === "already") return { kind: "unknown" };
  if (result.kind === "conflict") return result;
  return {
    kind: "moved",
    order: result.order,
    mail: await afterMove(store, result.order, result.stock, actor),
  };
}

export type Accepted =
  | { kind: "unknown" }
  | { kind: "byCard" }
  | { kind: "conflict"; state: OrderState }
  | { kind: "accepted"; order: Order };

/** The customer's "I accept" (no card payments): the family is told; a second press changes nothing. */
export async function acceptOrder(
  token: string,
  store: OrderStore = orderStore(),
  now = new Date(),
): Promise<Accepted> {
  const order = await store.byToken(token);
  if (!order) return { kind: "unknown" };
  if (cardPayments()) return { kind: "byCard" };
  const actor: Actor = { kind: "customer" };
  const result = await store.change<Step>(order.id, (current) => {
    if (current.state === "accepted")
      return { result: { kind: "already", order: current } };
    const next = moved(current, "accepted", actor, now.toISOString());
    if (!next) return { result: { kind: "conflict", state: current.state } };
    return { order: next.order, result: { kind: "next", ...next } };
  });
  if (!result) return { kind: "unknown" };
  if (result.kind === "conflict") return result;
  if (result.kind === "next")
    await afterMove(store, result.order, result.stock, actor);
  return { kind: "accepted", order: result.order };
}

/** A new link for the customer (the old one stops opening the order), mailed to them. */
export async function sendNewLink(
  id: string,
  store: OrderStore = orderStore(),
): Promise<{ order: Order; link: string; mail: MailOutcome } | null> {
  const token = await store.newLink(id);
  const order = token && (await store.get(id));
  if (!token || !order) return null;
  const link = orderLink(token);
  return {
    order,
    link,
    mail: await mailed(store, order, { kind: "link", link }),
  };
}
