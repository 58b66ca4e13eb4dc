/** Where a message stands: kept only (no email service), waiting for a (next) attempt, sent, or given up on. */
export type DeliveryState = "stored" | "pending" | "delivered" | "failed";

export type Delivery = {
  state: DeliveryState;
  /** Attempts made since the message was accepted, or since an editor asked for a retry. */
  attempts: number;
  lastError?: string;
  nextAttemptAt?: string;
};

export type OrderLine = { name: string; amount: number };

/** Kept as one JSON document: a later field must be one more optional key. */
export type MessageContent = {
  name: string;
  email: string;
  /** "" when the visitor gave none. */
  phone: string;
  message: string;
  list?: OrderLine[];
};

export type StoredMessage = MessageContent & {
  id: string;
  receivedAt: string;
  read: boolean;
  delivery: Delivery;
};
