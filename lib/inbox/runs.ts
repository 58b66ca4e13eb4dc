import "server-only";
import { transportFromEnv } from "@/lib/mail";
import { deliverDue, type Courier } from "./delivery";
import { messageStore } from "./index";
import { retentionCutoff } from "./policy";
import { logFailure } from "@/lib/log-failure";
import { purgeOldOrders } from "@/lib/orders/retention";

export function courierFromEnv(): Courier {
  return { store: messageStore(), transport: transportFromEnv() };
}

const DUE_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 24 * 60 * 60_000;

const state = globalThis as unknown as {
  __messageRuns?: { timer?: NodeJS.Timeout; lastPurge?: number };
};
const runs = () => (state.__messageRuns ??= {});

/** Concurrent runs, here or in other instances, are kept apart by the store's claims. */
export const runDueDeliveries = () => deliverDue(courierFromEnv());

const failed = (what: string) => (error: unknown) =>
  logFailure(`[messages] ${what} failed`, error);

export async function purgeOldMessages(now = new Date()): Promise<number> {
  const purged = await messageStore().purgeReceivedBefore(retentionCutoff(now));
  if (purged > 0)
    console.info(
      `[messages] deleted ${purged} message(s) older than 12 months`,
    );
  return purged;
}

/** For a long-running server; the timer never keeps the process alive. */
export function startMessageDeliveries(intervalMs = DUE_EVERY_MS): void {
  const r = runs();
  if (r.timer) return;
  const tick = async () => {
    if (Date.now() - (r.lastPurge ?? 0) >= PURGE_EVERY_MS) {
      r.lastPurge = Date.now();
      await purgeOldMessages().catch(failed("deleting old messages"));
      await purgeOldOrders().catch(failed("deleting orders past 10 years"));
    }
    await runDueDeliveries().catch(failed("delivering the due messages"));
  };
  r.timer = setInterval(() => void tick(), intervalMs);
  r.timer.unref();
  void tick();
}

/** Stops the timer (tests). */
export function stopMessageDeliveries(): void {
  const r = runs();
  if (r.timer) clearInterval(r.timer);
  r.timer = undefined;
  r.lastPurge = undefined;
}
