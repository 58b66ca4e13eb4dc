import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("shoppingList", "/shopping-list", { index: false });

export default async function ShoppingListPage() {
  const t = await getT("ShoppingList");
  return <PageHeading title={t("title")} />;
}
