/** Where a message stands: kept only (no email service), waiting for a (next) attempt, sent, or given up on. */
export type DeliveryState = "stored" | "pending" | "delivered" | "failed";

export type Delivery = {
  state: DeliveryState;
  /** Attempts made since the message was accepted, or since an editor asked for a retry. */
  attempts: number;
  /** Why the last attempt failed (one short line). */
  lastError?: string;
  /** ISO 8601: when a pending message is due for its next attempt. */
  nextAttemptAt?: string;
};

/** One item of an order enquiry: what and how many. */
export type OrderLine = { name: string; amount: number };

/**
 * What the visitor sent. The store keeps it as one JSON document, so a
 * later field is one more optional key, as the order list was.
 */
export type MessageContent = {
  name: string;
  email: string;
  /** "" when the visitor gave none. */
  phone: string;
  message: string;
  /** An order enquiry's list; absent when the message came without one. */
  list?: OrderLine[];
};

/** One accepted contact message, as the Messages screen shows it. */
export type StoredMessage = MessageContent & {
  id: string;
  /** ISO 8601 time the server accepted it. */
  receivedAt: string;
  read: boolean;
  delivery: Delivery;
};
