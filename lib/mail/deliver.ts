import "server-only";
import {
  MAX_ATTEMPTS,
  claimDue,
  hold,
  recoverStaleClaims,
  settleDelivered,
  settleFailed,
  type PendingRecord,
} from "./pending";
import type { Mail, MailRoute, MailTransport } from "./types";

export type DeliveryOutcome = "delivered" | "queued";

/** An error as one short log-safe line (peers' answers can be long or multi-line). */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "unknown error";
}

// Log lines name the message id and the transport, never the visitor's
// address or words: the message itself is in the outbox for whoever needs it.
const log = {
  queued: (r: PendingRecord) =>
    console.error(
      `[mail] delivery of message ${r.mail.id} via ${r.transport} failed (attempt ${r.attempts} of ${MAX_ATTEMPTS}): ${r.lastError}; kept in outbox/pending, next attempt at ${r.nextAttemptAt}`,
    ),
  gaveUp: (r: PendingRecord) =>
    console.error(
      `[mail] message ${r.mail.id} could not be delivered via ${r.transport} after ${r.attempts} attempts: ${r.lastError}; moved to outbox/failed for a person to send`,
    ),
  delivered: (r: PendingRecord, transport: string) =>
    console.info(
      `[mail] message ${r.mail.id} delivered via ${transport} on attempt ${r.attempts + 1}`,
    ),
  unreadable: (id: string) =>
    console.error(
      `[mail] pending record ${id} could not be read; moved to outbox/failed`,
    ),
};

async function attempt(
  record: PendingRecord,
  transport: MailTransport,
  now: Date,
): Promise<"delivered" | "waiting" | "failed"> {
  try {
    await transport.send(record.mail);
  } catch (error) {
    const { record: next, gaveUp } = await settleFailed(
      record,
      transport.name,
      describeError(error),
      now,
    );
    if (gaveUp) log.gaveUp(next);
    else log.queued(next);
    return gaveUp ? "failed" : "waiting";
  }
  await settleDelivered(record.mail.id);
  return "delivered";
}

/**
 * Delivers one accepted message. The outbox transport's write is the
 * delivery. Any other transport first stores the message in
 * outbox/pending (so a crash mid-send loses nothing), then sends it; a
 * failure leaves it there for `retryPending`. Throws only when the message
 * could not even be stored on disk.
 */
export async function deliver(
  mail: Mail,
  transport: MailTransport,
  route: MailRoute,
  now = new Date(),
): Promise<DeliveryOutcome> {
  if (transport.name === "outbox") {
    await transport.send(mail);
    return "delivered";
  }
  const record = await hold(mail, route, transport.name, now);
  const result = await attempt(record, transport, now);
  return result === "delivered" ? "delivered" : "queued";
}

export type RetrySummary = {
  delivered: number;
  waiting: number;
  failed: number;
};

/**
 * Tries the queued messages again: those that are due, or all of them when
 * `all` (at start-up, which often follows a configuration fix).
 */
export async function retryPending(
  transport: MailTransport,
  { all = false, now = new Date() }: { all?: boolean; now?: Date } = {},
): Promise<RetrySummary> {
  const summary: RetrySummary = { delivered: 0, waiting: 0, failed: 0 };
  await recoverStaleClaims(now);
  const { due, unreadable } = await claimDue(now, all);
  for (const id of unreadable) log.unreadable(id);
  summary.failed += unreadable.length;
  for (const record of due) {
    const result = await attempt(record, transport, now);
    if (result === "delivered") log.delivered(record, transport.name);
    summary[result]++;
  }
  return summary;
}
