import { PageTextsScreen } from "@/components/page-texts/page-texts-screen";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("pageTexts", "/pageTexts", { index: false });

export default workScreen("/pageTexts", async () => <PageTextsScreen />);
