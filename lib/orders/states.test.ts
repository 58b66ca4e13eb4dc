import { newOrder } from "@/test/orders/order";
import { canMove, moved } from "./states";
import type { Actor, Order, OrderState } from "./types";

const order = (state: OrderState, stockLowered = false): Order => ({
  id: "ABCDEFGH",
  ...newOrder({ state, stockLowered }),
});
const editor: Actor = { kind: "editor", email: "amal@halabi.example" };
const customer: Actor = { kind: "customer" };
const stripe: Actor = { kind: "stripe", event: "evt_1" };
const AT = "2026-03-02T10:00:00.000Z";

describe("an order's states", () => {
  it.each([
    ["sent", "accepted", customer],
    ["sent", "paid", editor],
    ["accepted", "paid", editor],
    ["sent", "paid", stripe],
    ["accepted", "paid", stripe],
    ["paid", "shipped", editor],
    ["shipped", "done", editor],
    ["sent", "cancelled", editor],
    ["accepted", "cancelled", editor],
    ["paid", "cancelled", editor],
  ] as const)("%s → %s by %o", (from, to, actor) => {
    const next = moved(order(from), to, actor, AT);
    expect(next?.order.state).toBe(to);
    expect(next?.order.history.at(-1)).toEqual({
      state: to,
      at: AT,
      by: actor.kind === "editor" ? actor.email : actor.kind,
    });
  });

  it.each([
    ["sent", "accepted", editor],
    ["sent", "accepted", stripe],
    ["accepted", "accepted", customer],
    ["sent", "shipped", editor],
    ["accepted", "shipped", editor],
    ["paid", "paid", editor],
    ["paid", "paid", stripe],
    ["shipped", "paid", stripe],
    ["sent", "done", editor],
    ["paid", "done", editor],
    ["shipped", "cancelled", editor],
    ["done", "cancelled", editor],
    ["cancelled", "paid", editor],
    ["cancelled", "paid", stripe],
    ["sent", "paid", customer],
    ["sent", "cancelled", customer],
  ] as const)("refuses %s → %s by %o", (from, to, actor) => {
    expect(canMove(from, to, actor.kind)).toBe(false);
    expect(moved(order(from), to, actor, AT)).toBeNull();
  });

  it("lowers stock once, when accepted or paid, and gives it back when cancelled after", () => {
    const accepted = moved(order("sent"), "accepted", customer, AT)!;
    expect(accepted.stock).toBe("lower");
    expect(accepted.order.stockLowered).toBe(true);
    const paid = moved(accepted.order, "paid", editor, AT)!;
    expect(paid.stock).toBeNull();
    expect(paid.order.stockLowered).toBe(true);
    const cancelled = moved(paid.order, "cancelled", editor, AT)!;
    expect(cancelled.stock).toBe("raise");
    expect(cancelled.order.stockLowered).toBe(false);
    expect(moved(order("sent"), "paid", stripe, AT)!.stock).toBe("lower");
    // Cancelled before anything was lowered: nothing to give back.
    expect(moved(order("sent"), "cancelled", editor, AT)!.stock).toBeNull();
  });
});
