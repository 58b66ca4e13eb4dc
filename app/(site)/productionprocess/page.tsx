import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("productionProcess", "/productionprocess");

export default async function ProductionProcessPage() {
  const t = await getT("ProductionProcess");
  return <PageHeading title={t("title")} />;
}
