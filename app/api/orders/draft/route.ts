import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { messageStore } from "@/lib/inbox";
import { orderStore } from "@/lib/orders";
import { draftFromEnquiry } from "@/lib/orders/draft";
import { catalogStore } from "@/lib/products";
import { readShopDetails } from "@/lib/shop-details/store";

export const dynamic = "force-dynamic";

/** `?message=<id>`: the enquiry's soaps as order lines at the catalogue's prices, to edit and send. */
export const GET = route(
  { role: "editor", store: "orders" },
  async ({ req }) => {
    const id = new URL(req.url).searchParams.get("message") ?? "";
    if (!id)
      throw new HttpError(400, "Name the enquiry: ?message=<id>", {
        fields: { message: "is required: the enquiry's id" },
      });
    const message = await messageStore().get(id);
    if (!message) throw new HttpError(404, `No enquiry with id ${id}`);
    const [{ details }, { products }, orders] = await Promise.all([
      readShopDetails(),
      catalogStore().list(),
      orderStore().list(),
    ]);
    return privateJson(
      draftFromEnquiry(message, products, details.currency, orders),
    );
  },
);
