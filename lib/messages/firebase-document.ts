import { contentOf, deliveryOf, isObject } from "./record";
import type { StoredMessage } from "./types";

/*
 * A message as the Realtime Database keeps it: `messages/<id>` = { receivedAt,
 * name, email, phone, message, read, delivery, claimedUntil? }. The claim
 * (ms) is the store's own business and never leaves it.
 */

export type Document = Record<string, unknown>;

export const messageOf = (id: string, doc: Document): StoredMessage => ({
  id,
  receivedAt: typeof doc.receivedAt === "string" ? doc.receivedAt : "",
  ...contentOf(doc),
  read: doc.read === true,
  delivery: deliveryOf(doc.delivery),
});

export const unclaimed = (doc: Document, now: Date) =>
  typeof doc.claimedUntil !== "number" || doc.claimedUntil <= now.getTime();

export function isDue(doc: unknown, now: Date): doc is Document {
  if (!isObject(doc)) return false;
  const delivery = deliveryOf(doc.delivery);
  return (
    delivery.state === "pending" &&
    (delivery.nextAttemptAt ?? "") <= now.toISOString() &&
    unclaimed(doc, now)
  );
}

export function withoutClaim(doc: Document): Document {
  const rest = { ...doc };
  delete rest.claimedUntil;
  return rest;
}
