import { redirect } from "next/navigation";
import { PageHeading } from "@/components/ui/page-heading";
import { currentUser } from "@/lib/auth/session";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default async function AddProductsPage() {
  // The middleware already turns anonymous visitors away; this check does not
  // depend on it (and makes the page dynamic, as a per-user page must be).
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=/addProducts");
  const t = await getT("AddProducts");
  return <PageHeading title={t("title")} />;
}
