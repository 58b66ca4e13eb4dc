import { HistoryView } from "@/components/products/history/history-view";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "../work-screen";

export const generateMetadata = () =>
  pageMetadata("history", "/history", { index: false });

/** Editors look at earlier saves of the catalogue and restore one. */
export default workScreen("/history", async () => <HistoryView />);
