"use client";

import type { Ingredient } from "@/lib/products/types";
import { clientT, type IslandStrings } from "@/lib/i18n/client-messages";
import type { AddIngredientsKey } from "./keys";
import { ListAction } from "./list-action";

/** The notice after adding `taken` of a product's ingredients. */
export function addedNotice(
  strings: IslandStrings<AddIngredientsKey>,
  taken: number,
  product: string,
) {
  const t = clientT(strings, "ShoppingList");
  return taken === 0 ? t("addFailed") : t("added", { count: taken, product });
}

/**
 * "Add ingredients to shopping list" for one product (a recipe): adds its
 * ingredients to the visitor's list, merging names already there, and says so
 * in a status message. The list's code loads on the first click, so a page of
 * cards pays almost nothing for the buttons.
 */
export function AddIngredientsButton({
  ingredients,
  productName,
  strings,
}: {
  ingredients: readonly Ingredient[];
  productName: string;
  strings: IslandStrings<AddIngredientsKey>;
}) {
  if (ingredients.length === 0) return null;
  const t = clientT(strings, "ShoppingList");
  const add = async () => {
    const { browserShoppingList } = await import("@/lib/shopping-list/browser");
    const taken = browserShoppingList().addMany(ingredients);
    return { text: addedNotice(strings, taken, productName), added: taken > 0 };
  };
  return (
    <ListAction
      label={t("addIngredients")}
      labelFor={t("addIngredientsFor", { product: productName })}
      viewList={t("viewList")}
      look="outline"
      run={add}
    />
  );
}
