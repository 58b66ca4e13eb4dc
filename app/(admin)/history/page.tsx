import { HistoryView } from "@/components/products/history/history-view";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("history", "/history", { index: false });

export default workScreen("/history", async () => <HistoryView />);
