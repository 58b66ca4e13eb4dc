import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default async function AddProductsPage() {
  const t = await getT("AddProducts");
  return <PageHeading title={t("title")} />;
}
