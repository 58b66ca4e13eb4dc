import { route } from "@/lib/http/route";
import { acceptOrder } from "@/lib/orders/changes";
import {
  customerPost,
  orderMoved,
  refuseCustomer,
  unknownOrder,
} from "@/lib/orders/customer-post";
import { HttpError } from "@/lib/http/responses";

/** The customer's "I accept" (anyone holding the link; no card payments): the family is told. */
export const POST = route(
  { role: "visitor", store: "orders", refuse: refuseCustomer },
  ({ req }) =>
    customerPost(req, async (token) => {
      const result = await acceptOrder(token);
      if (result.kind === "unknown") throw unknownOrder();
      if (result.kind === "byCard")
        throw new HttpError(
          409,
          "This order is paid by card: use Accept and pay on the order page",
          { extra: { notice: "byCard" } },
        );
      if (result.kind === "conflict") throw orderMoved(result.state);
      return { json: { state: result.order.state }, next: "accepted" };
    }),
);
