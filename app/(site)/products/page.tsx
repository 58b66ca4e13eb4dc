import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("products", "/products");

export default async function ProductsPage() {
  const t = await getT("Products");
  return <PageHeading title={t("title")} />;
}
