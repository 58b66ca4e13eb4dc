import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("privacyPolicy", "/privacypolicy");

export default async function PrivacyPolicyPage() {
  const t = await getT("PrivacyPolicy");
  return <PageHeading title={t("title")} />;
}
