import type { Delivery, DeliveryState, MessageContent } from "./types";

/*
 * The boundary between stored records and our types, shared by both stores.
 * A remote record may be older than this code or edited by hand: whatever is
 * missing or of the wrong type reads as empty rather than failing the list.
 */

const STATES: readonly DeliveryState[] = [
  "stored",
  "pending",
  "delivered",
  "failed",
];

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The visitor's fields of a stored document. */
export function contentOf(document: unknown): MessageContent {
  const d = isObject(document) ? document : {};
  return {
    name: text(d.name),
    email: text(d.email),
    phone: text(d.phone),
    message: text(d.message),
  };
}

/** The document a message's content is kept as (JSON), with only the known fields. */
export function contentDocument(content: MessageContent): MessageContent {
  return {
    name: content.name,
    email: content.email,
    phone: content.phone,
    message: content.message,
  };
}

/** A delivery as our type: only the fields it has, so a message answers the same from either store. */
export function deliveryOf(raw: unknown): Delivery {
  const d = isObject(raw) ? raw : {};
  const state = STATES.find((s) => s === d.state) ?? "stored";
  const attempts =
    typeof d.attempts === "number" && Number.isInteger(d.attempts)
      ? Math.max(0, d.attempts)
      : 0;
  const delivery: Delivery = { state, attempts };
  if (typeof d.lastError === "string" && d.lastError !== "")
    delivery.lastError = d.lastError;
  if (typeof d.nextAttemptAt === "string" && d.nextAttemptAt !== "")
    delivery.nextAttemptAt = d.nextAttemptAt;
  return delivery;
}
