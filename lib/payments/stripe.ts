import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import type { Order } from "@/lib/orders/types";

// The one boundary with Stripe, through its official library: Stripe's records become ours here
// and nothing else in the site sees them. Tests point the library at a local stand-in of the
// Checkout Sessions API (STRIPE_API_BASE: the library's own host, port and protocol options).

type CheckoutSession = {
  id: string;
  /** Where the customer pays (Stripe Checkout's page); null once it is no longer open. */
  url: string | null;
  status: "open" | "complete" | "expired";
  paid: boolean;
  /** In minor units; null when Stripe gave none. */
  amountTotal: number | null;
  /** ISO 4217, upper case as the site writes it (Stripe writes lower case). */
  currency: string | null;
  /** The order it was made for (client_reference_id). */
  orderId: string | null;
};

export type PaymentEvent = {
  id: string;
  type: string;
  /** The Checkout Session a checkout.session.* event is about. */
  session: CheckoutSession | null;
};

/** Stripe could not be reached or refused the request: the customer's payment did not start. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** The webhook's body is not one Stripe signed with the endpoint's secret (or not an event). */
export class BadSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadSignatureError";
  }
}

export interface CardPayments {
  /** A Checkout Session for exactly the order's lines, shipping and currency; `attempt` keys it once. */
  startCheckout(
    order: Order,
    attempt: number,
    back: { success: string; cancel: string },
  ): Promise<CheckoutSession>;
  /** A session made before, or null when Stripe knows none by that id. */
  checkout(id: string): Promise<CheckoutSession | null>;
  /** The event in a webhook's body, verified against its Stripe-Signature header. */
  event(rawBody: string, signature: string): PaymentEvent;
}

const STATUSES = ["open", "complete", "expired"] as const;

// A signed event is Stripe's, but its fields are read as untyped JSON all the same: a field of
// another kind reads as absent, so no body can make the webhook fail.
const text = (value: unknown) =>
  typeof value === "string" && value !== "" ? value : null;

function sessionOf(raw: Stripe.Checkout.Session): CheckoutSession {
  const status = STATUSES.find((s) => s === raw.status) ?? "expired";
  const amount: unknown = raw.amount_total;
  return {
    id: text(raw.id) ?? "",
    url: text(raw.url),
    status,
    paid: raw.payment_status === "paid",
    amountTotal: Number.isSafeInteger(amount) ? (amount as number) : null,
    currency: text(raw.currency)?.toUpperCase() ?? null,
    orderId:
      text(raw.client_reference_id) ??
      text((raw.metadata as Record<string, unknown> | null)?.order),
  };
}

/** The Checkout Session's parameters for an order: its lines at its prices, its shipping, its currency. */
function checkoutParams(
  order: Order,
  back: { success: string; cancel: string },
): Stripe.Checkout.SessionCreateParams {
  const currency = order.currency.toLowerCase();
  const { label, amount } = order.shipping;
  return {
    mode: "payment",
    client_reference_id: order.id,
    metadata: { order: order.id },
    customer_email: order.customer.email || undefined,
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.unitPrice,
        product_data: { name: line.name },
      },
    })),
    ...((amount > 0 || label) && {
      shipping_options: [
        {
          shipping_rate_data: {
            type: "fixed_amount",
            display_name: label || "Shipping",
            fixed_amount: { amount, currency },
          },
        },
      ],
    }),
    success_url: back.success,
    cancel_url: back.cancel,
  };
}

const failure = (error: unknown) =>
  new PaymentProviderError(
    `Stripe ${error instanceof Stripe.errors.StripeError ? `answered ${error.statusCode ?? "nothing"}: ${error.message}` : `could not be reached: ${error instanceof Error ? error.message : String(error)}`}`,
  );

export function createCardPayments(config: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}): CardPayments {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? "80" : "443"),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
    // A customer waits on this: one retry (keyed, so never a second session), 10 s each.
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    async startCheckout(order, attempt, back) {
      try {
        return sessionOf(
          await stripe.checkout.sessions.create(checkoutParams(order, back), {
            idempotencyKey: `order-${order.id}-checkout-${attempt}`,
          }),
        );
      } catch (error) {
        throw failure(error);
      }
    },

    async checkout(id) {
      try {
        return sessionOf(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.statusCode === 404
        )
          return null;
        throw failure(error);
      }
    },

    event(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
        );
      } catch (error) {
        throw new BadSignatureError(
          error instanceof Error ? error.message : "not a signed event",
        );
      }
      const object = (event.data as { object?: { object?: unknown } } | null)
        ?.object;
      if (typeof event.id !== "string" || typeof event.type !== "string")
        throw new BadSignatureError("the body is not an event");
      return {
        id: event.id,
        type: event.type,
        session:
          object?.object === "checkout.session"
            ? sessionOf(object as Stripe.Checkout.Session)
            : null,
      };
    },
  };
}

/** Null when card payments are not configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
export function cardPayments(): CardPayments | null {
  const e = env();
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return null;
  const config = {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  };
  return perProcess("cardPayments", JSON.stringify(config), () =>
    createCardPayments(config),
  );
}
