import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("login", "/login", { index: false });

export default async function LoginPage() {
  const t = await getT("Login");
  return <PageHeading title={t("title")} />;
}
