import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import {
  customerPost,
  orderMoved,
  refuseCustomer,
  unknownOrder,
} from "@/lib/orders/customer-post";
import { startPayment } from "@/lib/orders/payment";
import { logFailure } from "@/lib/log-failure";
import { PaymentProviderError } from "@/lib/payments/stripe";

/**
 * The customer's "Accept and pay": a Stripe Checkout Session for the order as stored (nothing the
 * browser sends counts but the link's token), then 303 to Checkout (JSON: `{ url }`).
 */
export const POST = route(
  { role: "visitor", store: "orders", refuse: refuseCustomer },
  ({ req }) =>
    customerPost(req, async (token) => {
      let result;
      try {
        result = await startPayment(token);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logFailure("[payments] a Checkout Session could not be made", error);
        throw new HttpError(
          502,
          "The card payment could not start just now; try again in a few minutes, or write to the shop",
          { extra: { notice: "paymentFailed" } },
        );
      }
      if (result.kind === "unknown") throw unknownOrder();
      if (result.kind === "noCards")
        throw new HttpError(
          409,
          "Card payments are not set up: follow the payment instructions on the order page",
          { extra: { notice: "changed" } },
        );
      if (result.kind === "conflict") throw orderMoved(result.state);
      return { json: { url: result.url }, next: new URL(result.url) };
    }),
);
