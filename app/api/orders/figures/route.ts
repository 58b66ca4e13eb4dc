import { env } from "@/lib/env";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { orderStore } from "@/lib/orders";
import { orderFigures } from "@/lib/orders/figures";
import { readShopDetails } from "@/lib/shop-details/store";
import { today } from "@/lib/visits";
import { daysUntil } from "@/lib/visits/days";

export const dynamic = "force-dynamic";

/** `?days=7|30`, the Visits screen's periods: orders sent, paid, and the paid total, up to today. */
export const GET = route(
  { role: "editor", store: "orders" },
  async ({ req }) => {
    const days = new URL(req.url).searchParams.get("days") ?? "7";
    if (days !== "7" && days !== "30")
      throw new HttpError(400, "Invalid days (days: must be 7 or 30)", {
        fields: { days: "must be 7 or 30" },
      });
    const [orders, { details }] = await Promise.all([
      orderStore().list(),
      readShopDetails(),
    ]);
    return privateJson(
      orderFigures(orders, daysUntil(today(), Number(days)), {
        timeZone: env().SHOP_TIME_ZONE,
        currency: details.currency,
      }),
    );
  },
);
