import type { Actor, Order, OrderState } from "./types";

type Move = Exclude<OrderState, "sent">;

// Who may move an order where, and from which states. An owner may mark paid from "sent" too: a
// customer who pays at the counter or by transfer without pressing "I accept".
const MOVES: Record<Move, { from: OrderState[]; by: Actor["kind"][] }> = {
  accepted: { from: ["sent"], by: ["customer"] },
  paid: { from: ["sent", "accepted"], by: ["editor", "stripe"] },
  shipped: { from: ["paid"], by: ["editor"] },
  done: { from: ["shipped"], by: ["editor"] },
  cancelled: { from: ["sent", "accepted", "paid"], by: ["editor"] },
};

export const canMove = (from: OrderState, to: Move, by: Actor["kind"]) =>
  MOVES[to].from.includes(from) && MOVES[to].by.includes(by);

const byName = (actor: Actor) =>
  actor.kind === "editor" ? actor.email : actor.kind;

/** Stock moves with the state: down when paid or accepted (once), back up when cancelled after. */
export type StockChange = "lower" | "raise" | null;

/** The order after the move (null when `to` cannot follow its state), and what happens to stock. */
export function moved(
  order: Order,
  to: Move,
  actor: Actor,
  at: string,
  more: Partial<Pick<Order, "tracking" | "payment">> = {},
): { order: Order; stock: StockChange } | null {
  if (!canMove(order.state, to, actor.kind)) return null;
  const stock: StockChange =
    (to === "accepted" || to === "paid") && !order.stockLowered
      ? "lower"
      : to === "cancelled" && order.stockLowered
        ? "raise"
        : null;
  return {
    order: {
      ...order,
      ...more,
      state: to,
      stockLowered: stock === null ? order.stockLowered : stock === "lower",
      history: [...order.history, { state: to, at, by: byName(actor) }],
    },
    stock,
  };
}
