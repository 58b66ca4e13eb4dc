import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("benefits", "/benefits");

export default async function BenefitsPage() {
  const t = await getT("Benefits");
  return <PageHeading title={t("title")} />;
}
