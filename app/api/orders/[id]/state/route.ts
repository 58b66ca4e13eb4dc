import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { changeState } from "@/lib/orders/changes";
import { stateChangeSchema } from "@/lib/orders/schema";

/**
 * `{ from, to, tracking? }`: marks the order paid, shipped, done or cancelled, only if it is still
 * `from` (the state the screen showed); the customer is mailed.
 */
export const POST = route(
  {
    role: "editor",
    store: "orders",
    body: stateChangeSchema,
    limit: 2 * KiB,
    what: "change",
  },
  async ({ body, auth, params: { id } }) => {
    const result = await changeState(id, body, auth.user.email ?? "");
    if (result.kind === "unknown")
      throw new HttpError(404, `No order with id ${id}`);
    if (result.kind === "conflict")
      throw new HttpError(
        409,
        result.state === body.from
          ? `An order that is ${result.state} cannot be marked ${body.to}`
          : `The order is ${result.state} now, not ${body.from}: someone changed it meanwhile`,
        { extra: { state: result.state } },
      );
    return privateJson({ order: result.order, ...result.mail });
  },
);
