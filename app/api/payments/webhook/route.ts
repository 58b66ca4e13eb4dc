import { KiB, readText } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { confirmPayment } from "@/lib/orders/payment";
import { BadSignatureError, cardPayments } from "@/lib/payments/stripe";

// Stripe's events (Developers → Webhooks): checkout.session.completed and
// checkout.session.async_payment_succeeded. Each is handled once; anything but a bad signature is
// answered 200, or Stripe would send it again for days. An outage of the store is 503: then it should.
const BODY_LIMIT = 256 * KiB;

export const POST = route(
  { role: "visitor", store: "orders" },
  async ({ req }) => {
    const payments = cardPayments();
    if (!payments)
      throw new HttpError(
        404,
        "Card payments are not set up on this site (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)",
      );
    // Verified on the body exactly as it came: a parsed and re-written one would not match.
    const raw = await readText(req, BODY_LIMIT);
    let event;
    try {
      event = payments.event(raw, req.headers.get("stripe-signature") ?? "");
    } catch (error) {
      if (!(error instanceof BadSignatureError)) throw error;
      throw new HttpError(
        400,
        `Not an event Stripe signed for this endpoint: ${error.message}`,
      );
    }
    return privateJson({
      received: true,
      outcome: await confirmPayment(event),
    });
  },
);
