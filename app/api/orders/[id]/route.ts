import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { orderStore } from "@/lib/orders";

export const dynamic = "force-dynamic";

export const GET = route(
  { role: "editor", store: "orders" },
  async ({ params: { id } }) => {
    const order = await orderStore().get(id);
    if (!order) throw new HttpError(404, `No order with id ${id}`);
    return privateJson(order);
  },
);
