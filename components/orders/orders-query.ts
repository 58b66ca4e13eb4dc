import { request } from "@/lib/http/client";
import type { Order } from "@/lib/orders/types";

/** The owner's orders screen: not /orders, whose /orders/<token> is the customer's page. */
export const ORDERS_PATH = "/manageOrders";

/** Every order, newest first: the orders screen and the enquiries' "orders made" read it. */
export const ORDERS_QUERY = ["orders"] as const;

export const fetchOrders = () => request<Order[]>("/api/orders");
