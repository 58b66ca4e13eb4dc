import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { sendNewLink } from "@/lib/orders/changes";

/** A new link for the customer, mailed to them; the one before stops opening the order. */
export const POST = route(
  { role: "editor", store: "orders" },
  async ({ params: { id } }) => {
    const made = await sendNewLink(id);
    if (!made) throw new HttpError(404, `No order with id ${id}`);
    const { order, link, mail } = made;
    return privateJson({ order, link, ...mail });
  },
);
