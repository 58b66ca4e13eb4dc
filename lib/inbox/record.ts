import type {
  Delivery,
  DeliveryState,
  MessageContent,
  OrderLine,
  StoredMessage,
} from "./types";

// A stored record may be older than this code or hand-edited: missing or mistyped fields read as empty.

const STATES: readonly DeliveryState[] = [
  "stored",
  "pending",
  "delivered",
  "failed",
];

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isLine = (value: unknown): value is OrderLine =>
  isObject(value) &&
  typeof value.name === "string" &&
  typeof value.amount === "number" &&
  Number.isFinite(value.amount) &&
  value.amount > 0;

export function contentOf(document: unknown): MessageContent {
  const d = isObject(document) ? document : {};
  // Without the lines that make no sense; a message without a list answers as before lists existed.
  const list = (Array.isArray(d.list) ? d.list : [])
    .filter(isLine)
    .map(({ name, amount }) => ({ name, amount }));
  return {
    name: text(d.name),
    email: text(d.email),
    phone: text(d.phone),
    message: text(d.message),
    ...(list.length > 0 ? { list } : {}),
  };
}

export const byDue = (a: StoredMessage, b: StoredMessage) =>
  (a.delivery.nextAttemptAt ?? "").localeCompare(
    b.delivery.nextAttemptAt ?? "",
  ) || a.receivedAt.localeCompare(b.receivedAt);

/** Only the fields it has, so a message answers the same from either store. */
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
