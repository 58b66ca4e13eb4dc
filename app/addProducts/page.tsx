import { ProductEditor } from "@/components/products/editor/product-editor";
import { addIngredientsKeys } from "@/components/shopping-list/add-ingredients-keys";
import { PageHeading } from "@/components/ui/page-heading";
import { editorStrings } from "@/lib/products/editor/editor-strings";
import { adminPageUser } from "@/lib/account/auth/session";
import { catalogStore } from "@/lib/products";
import { productArtwork } from "@/lib/products/artwork";
import { pick } from "@/lib/i18n/pick";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default async function AddProductsPage() {
  // The middleware already turns anonymous visitors away; this check does not
  // depend on it (and makes the page dynamic, as a per-user page must be).
  const user = await adminPageUser("/addProducts");
  const t = await getT("AddProducts");
  if (user.role !== "editor")
    return <PageHeading title={t("title")} subtitle={t("memberExplanation")} />;
  const shoppingList = await getT("ShoppingList");
  const [strings, artwork, initial] = await Promise.all([
    editorStrings(),
    productArtwork(),
    // The editor fetches by itself when the store cannot be read now.
    catalogStore()
      .list()
      .catch(() => null),
  ]);
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <ProductEditor
        strings={strings}
        artwork={artwork}
        initial={initial}
        owner={user.id}
        shoppingListStrings={pick(shoppingList, addIngredientsKeys)}
      />
    </>
  );
}
