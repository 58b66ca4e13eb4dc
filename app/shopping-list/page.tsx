import { ShoppingListView } from "@/components/shopping-list/shopping-list-view";
import { PageHeading } from "@/components/ui/page-heading";
import { pick } from "@/lib/i18n/pick";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("shoppingList", "/shopping-list", { index: false });

/** The strings the page's island uses (see messages/en.json, "ShoppingList"). */
const islandKeys = [
  "formHeading",
  "editHeading",
  "nameLabel",
  "amountLabel",
  "add",
  "update",
  "delete",
  "clear",
  "nameRequired",
  "nameTooLong",
  "amountInvalid",
  "amountPositive",
  "amountTooLarge",
  "listHeading",
  "listHint",
  "loading",
  "empty",
  "browseProducts",
  "clearAll",
  "confirmTitle",
  "confirmText",
  "confirmYes",
  "confirmCancel",
  "announceAdded",
  "announceMerged",
  "announceUpdated",
  "announceDeleted",
  "announceEditing",
  "announceCleared",
  "announceFull",
] as const;

/** A static shell: the list itself lives in the visitor's browser. */
export default async function ShoppingListPage() {
  const t = await getT("ShoppingList");
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <ShoppingListView strings={pick(t, islandKeys)} />
    </>
  );
}
