import { documents } from "@/lib/documents";
import { newOrder } from "@/test/orders/order";
import { useTempDataDir } from "@/test/temp-data-dir";
import { orderRetentionCutoff, purgeOldOrders } from "./retention";
import { createOrderStore } from "./store";

describe("how long orders are kept", () => {
  useTempDataDir();

  it("until 10 full calendar years after the year they were made in", () => {
    expect(orderRetentionCutoff(new Date("2026-11-28T12:00:00Z"))).toEqual(
      new Date("2016-01-01T00:00:00Z"),
    );
    expect(orderRetentionCutoff(new Date("2037-01-01T00:00:00Z"))).toEqual(
      new Date("2027-01-01T00:00:00Z"),
    );
  });

  it("the daily clean-up deletes older orders with their links, keeps the rest, and forgets Stripe's events after a month", async () => {
    const store = createOrderStore(documents());
    const now = new Date("2026-11-28T12:00:00Z");
    const old = await store.add(
      newOrder({ createdAt: "2015-12-31T23:59:59.000Z" }),
    );
    const kept = await store.add(
      newOrder({ createdAt: "2016-01-01T00:00:00.000Z" }),
    );
    await store.events.record("evt_old", {
      at: "2026-10-01T00:00:00.000Z",
      type: "checkout.session.completed",
      outcome: "paid",
    });
    await store.events.record("evt_new", {
      at: "2026-11-20T00:00:00.000Z",
      type: "checkout.session.completed",
      outcome: "paid",
    });

    expect(await purgeOldOrders(now, store)).toBe(1);
    expect(await store.byToken(old.token)).toBeNull();
    expect(await store.get(old.order.id)).toBeNull();
    expect(await store.byToken(kept.token)).toEqual(kept.order);
    expect(await store.events.get("evt_old")).toBeNull();
    expect(await store.events.get("evt_new")).not.toBeNull();
    expect(await purgeOldOrders(now, store)).toBe(0);
  });
});
