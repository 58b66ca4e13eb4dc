import { Inbox } from "@/components/inbox/inbox";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("messages", "/messages", { index: false });

export default workScreen("/messages", async () => <Inbox />, {
  more: ["MakeOrder", "OrderLink", "OrderStates"],
});
