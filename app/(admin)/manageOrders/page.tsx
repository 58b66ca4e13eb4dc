import { OrdersScreen } from "@/components/orders/orders-screen";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("manageOrders", "/manageOrders", { index: false });

export default workScreen("/manageOrders", async () => <OrdersScreen />, {
  more: ["OrderStates", "OrderLink", "OrderProblems", "OrderPage"],
});
