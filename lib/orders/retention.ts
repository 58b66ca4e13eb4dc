import "server-only";
import { orderStore } from "./index";
import type { OrderStore } from "./store";

// Orders are sales records, which bookkeeping rules ask a shop to keep: 10 years in France (Code de
// commerce L123-22) and Germany (§ 147 AO, from the end of the year), 6–10 elsewhere in the EU. So
// an order stays until 10 full calendar years after the year it was made in (one of 2026 until the
// end of 2036), far longer than the enquiry it came from (12 months; the order copies what it needs).
const ORDER_RETENTION_YEARS = 10;

/** Orders made before this go: 1 January, ORDER_RETENTION_YEARS years before this year's. */
export const orderRetentionCutoff = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear() - ORDER_RETENTION_YEARS, 0, 1));

// Stripe retries an event for 3 days at most: a month of records answers every replay.
const EVENTS_KEPT_MS = 30 * 24 * 60 * 60_000;

/** For the daily clean-up beside the messages'; answers how many orders went. */
export async function purgeOldOrders(
  now = new Date(),
  store: OrderStore = orderStore(),
): Promise<number> {
  const purged = await store.purgeCreatedBefore(orderRetentionCutoff(now));
  await store.events.purgeBefore(new Date(now.getTime() - EVENTS_KEPT_MS));
  if (purged > 0)
    console.info(
      `[orders] deleted ${purged} order(s) older than ${ORDER_RETENTION_YEARS} years`,
    );
  return purged;
}
