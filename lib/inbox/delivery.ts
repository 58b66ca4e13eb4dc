import "server-only";
import { randomUUID } from "node:crypto";
import { composeContactMail } from "@/lib/contact/compose";
import type { MailTransport } from "@/lib/mail";
import { CLAIM_MS, failedAttempt, MAX_ATTEMPTS } from "./policy";
import { contentOf } from "./record";
import type { MessageStore } from "./store";
import type { Delivery, MessageContent, StoredMessage } from "./types";

export type Courier = { store: MessageStore; transport: MailTransport };

export type RetryOutcome =
  | { kind: "attempted"; message: StoredMessage }
  | { kind: "unknown" }
  | { kind: "no-email-service" }
  | { kind: "not-retryable"; message: StoredMessage }
  | { kind: "busy"; message: StoredMessage };

/** The outbox writes files for a mail client: it sends nothing anywhere. */
const sends = (transport: MailTransport) => transport.name !== "outbox";

const claimFrom = (now: Date) => new Date(now.getTime() + CLAIM_MS);

/** An error as one short log-safe line (peers' answers can be long or multi-line). */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "unknown error";
}

// Logs name the message id and transport, never the visitor's address or words.
function logOutcome(id: string, transport: string, d: Delivery): void {
  if (d.state === "delivered") {
    if (d.attempts > 1)
      console.info(
        `[messages] message ${id} delivered via ${transport} on attempt ${d.attempts}`,
      );
  } else if (d.state === "failed") {
    console.error(
      `[messages] message ${id} could not be delivered via ${transport} after ${d.attempts} attempts: ${d.lastError}; it stays on the Messages screen as failed`,
    );
  } else {
    console.error(
      `[messages] delivery of message ${id} via ${transport} failed (attempt ${d.attempts} of ${MAX_ATTEMPTS}): ${d.lastError}; kept in the message store, next attempt at ${d.nextAttemptAt}`,
    );
  }
}

/** The caller has claimed the message; the outcome is recorded and the claim let go. */
async function attempt(
  message: StoredMessage,
  { store, transport }: Courier,
  now: Date,
): Promise<StoredMessage> {
  let delivery: Delivery;
  try {
    await transport.send(composeContactMail(message));
    delivery = { state: "delivered", attempts: message.delivery.attempts + 1 };
  } catch (error) {
    delivery = failedAttempt(message.delivery, describeError(error), now);
  }
  logOutcome(message.id, transport.name, delivery);
  const recorded = await store
    .recordDelivery(message.id, delivery)
    .catch((error: unknown) => {
      // The claim runs out and a later run tries again: at worst sent twice, never lost.
      console.error(
        `[messages] the outcome of message ${message.id} could not be recorded: ${describeError(error)}`,
      );
      return null;
    });
  return recorded ?? { ...message, delivery };
}

// Stored first (throws only if that fails). Without an email service it stays `stored` (the outbox
// keeps an .eml); otherwise `pending`, claimed from the start so no other run sends it, and tried at once.
export async function acceptMessage(
  content: MessageContent,
  courier: Courier,
  now = new Date(),
): Promise<StoredMessage> {
  const { store, transport } = courier;
  const receivedAt = now.toISOString();
  const sending = sends(transport);
  const message: StoredMessage = {
    id: randomUUID(),
    receivedAt,
    ...contentOf(content),
    read: false,
    delivery: sending
      ? { state: "pending", attempts: 0, nextAttemptAt: receivedAt }
      : { state: "stored", attempts: 0 },
  };
  await store.add(message, sending ? claimFrom(now) : undefined);
  if (sending) return attempt(message, courier, now);
  await transport.send(composeContactMail(message)).catch((error) => {
    console.error(
      `[messages] the .eml copy of message ${message.id} could not be written: ${describeError(error)}`,
    );
  });
  return message;
}

/** Claims one at a time so a claim covers only its own attempt. */
export async function deliverDue(
  courier: Courier,
  { now = new Date(), limit = 25 }: { now?: Date; limit?: number } = {},
) {
  // failed: given up in this run (MAX_ATTEMPTS reached); pending: tried and waiting for the next attempt.
  const summary = { delivered: 0, failed: 0, pending: 0 };
  if (!sends(courier.transport)) return summary;
  for (let count = 0; count < limit; count++) {
    const due = await courier.store.claimNext(now, claimFrom(now));
    if (!due) break;
    const { state } = (await attempt(due, courier, now)).delivery;
    summary[state === "delivered" || state === "failed" ? state : "pending"]++;
  }
  return summary;
}

export async function retryMessage(
  id: string,
  courier: Courier,
  now = new Date(),
): Promise<RetryOutcome> {
  const { store, transport } = courier;
  if (!sends(transport))
    return (await store.get(id))
      ? { kind: "no-email-service" }
      : { kind: "unknown" };
  const restart = await store.restart(id, now, claimFrom(now));
  if (!restart) return { kind: "unknown" };
  const { message } = restart;
  if (restart.claimed)
    return { kind: "attempted", message: await attempt(message, courier, now) };
  return message.delivery.state === "pending"
    ? { kind: "busy", message }
    : { kind: "not-retryable", message };
}
