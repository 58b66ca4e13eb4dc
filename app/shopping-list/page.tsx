import { VisitBeacon } from "@/components/visits/visit-beacon";
import { ShoppingListView } from "@/components/shopping-list/shopping-list-view";
import { PageHeading } from "@/components/ui/page-heading";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("shoppingList", "/shopping-list", { index: false });

export default async function ShoppingListPage() {
  const t = await getTranslations("ShoppingList");
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <NextIntlClientProvider {...await islandMessages(["ShoppingList"])}>
        <ShoppingListView />
      </NextIntlClientProvider>
      <VisitBeacon />
    </>
  );
}
