import { pageTitles } from "@/components/visits/page-titles";
import { VisitsReport } from "@/components/visits/visits-report";
import { catalogStore } from "@/lib/products";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("visits", "/visits", { index: false });

export default workScreen("/visits", async () => {
  const { products } = await catalogStore().list();
  return <VisitsReport titles={await pageTitles(products)} />;
});
