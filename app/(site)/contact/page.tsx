import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("contact", "/contact");

export default async function ContactPage() {
  const t = await getT("Contact");
  return <PageHeading title={t("title")} />;
}
