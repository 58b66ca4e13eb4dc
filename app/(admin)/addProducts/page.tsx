import { ProductEditor } from "@/components/products/editor/product-editor";
import { ADD_INGREDIENTS_KEYS } from "@/components/shopping-list/keys";
import { catalogStore } from "@/lib/products";
import { productArtwork } from "@/lib/products/artwork";
import { islandStrings, keysOf } from "@/lib/i18n/island";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "../work-screen";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default workScreen("/addProducts", async (user) => {
  const [strings, shoppingListStrings, artwork, initial] = await Promise.all([
    islandStrings("AddProducts", keysOf("AddProducts")),
    islandStrings("ShoppingList", ADD_INGREDIENTS_KEYS),
    productArtwork(),
    // The editor fetches by itself when the store cannot be read now.
    catalogStore()
      .list()
      .catch(() => null),
  ]);
  return (
    <ProductEditor
      strings={strings}
      artwork={artwork}
      initial={initial}
      owner={user.id}
      shoppingListStrings={shoppingListStrings}
    />
  );
});
