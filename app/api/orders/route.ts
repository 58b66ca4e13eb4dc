import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { messageStore } from "@/lib/inbox";
import { orderStore } from "@/lib/orders";
import { createOrder } from "@/lib/orders/changes";
import { orderInputSchema } from "@/lib/orders/schema";
import { ORDER_STATES, type OrderState } from "@/lib/orders/types";

export const dynamic = "force-dynamic";

/** Every order, newest first; `?state=paid` only those in that state. */
export const GET = route(
  { role: "editor", store: "orders" },
  async ({ req }) => {
    const state = new URL(req.url).searchParams.get("state");
    if (state !== null && !ORDER_STATES.includes(state as OrderState))
      throw new HttpError(400, `Invalid state: ${state}`, {
        fields: { state: `must be one of ${ORDER_STATES.join(", ")}` },
      });
    const orders = await orderStore().list();
    return privateJson(
      state ? orders.filter((o) => o.state === state) : orders,
    );
  },
);

/** Makes an order from an enquiry and sends its link to the customer. */
export const POST = route(
  {
    role: "editor",
    store: "orders",
    body: orderInputSchema,
    limit: 32 * KiB,
    what: "order",
  },
  async ({ body, auth }) => {
    const message = await messageStore().get(body.messageId);
    if (!message)
      throw new HttpError(404, `No enquiry with id ${body.messageId}`, {
        fields: { messageId: "is no message on the Messages screen" },
      });
    const made = await createOrder(body, message, auth.user.email ?? "");
    if (made.kind === "invalid")
      throw new HttpError(400, "Invalid order: check the marked amounts", {
        fields: made.fields,
      });
    const { order, link, mail } = made;
    return privateJson({ order, link, ...mail }, 201);
  },
);
