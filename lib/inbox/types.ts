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

/**
 * The outcome of asking to start a message's attempts again: claimed (reset
 * to pending with no attempts, due now, held by the caller), or unchanged
 * (stored or delivered, or another run is sending it right now).
 */
export type Restart = { claimed: boolean; message: StoredMessage };

/**
 * Where contact messages are kept (./store, on the documents). A message
 * being sent is claimed until a time: never handed to another run meanwhile.
 */
export interface MessageStore {
  /** Stores a new message; `claimedUntil` keeps it for the caller's first attempt. */
  add(message: StoredMessage, claimedUntil?: Date): Promise<void>;
  /** Every message, newest first. */
  list(): Promise<StoredMessage[]>;
  get(id: string): Promise<StoredMessage | null>;
  /** The updated message; null when there is none with this id. */
  setRead(id: string, read: boolean): Promise<StoredMessage | null>;
  /** False when there was none with this id. */
  remove(id: string): Promise<boolean>;
  /** Records an attempt's outcome and lets go of the claim; null when the message was deleted meanwhile. */
  recordDelivery(id: string, delivery: Delivery): Promise<StoredMessage | null>;
  /** Claims the pending message due longest at `now` until `claimedUntil`; null when none is due. */
  claimNext(now: Date, claimedUntil: Date): Promise<StoredMessage | null>;
  /**
   * A failed or pending message that no run holds starts its attempts again
   * (pending, 0 attempts, due at `now`) and is claimed until `claimedUntil`.
   * Null when there is none with this id.
   */
  restart(id: string, now: Date, claimedUntil: Date): Promise<Restart | null>;
  /** Deletes the messages received before `cutoff`; answers how many. */
  purgeReceivedBefore(cutoff: Date): Promise<number>;
}
