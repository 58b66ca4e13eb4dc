"use client";

import type { Ingredient } from "@/lib/products/types";
import { useTranslations } from "next-intl";
import { ListAction } from "./list-action";

/** The notice after adding `taken` of a product's ingredients. */
export function addedNotice(
  t: ReturnType<typeof useTranslations<"ListActions">>,
  taken: number,
  product: string,
) {
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
}: {
  ingredients: readonly Ingredient[];
  productName: string;
}) {
  const t = useTranslations("ListActions");
  if (ingredients.length === 0) return null;
  const add = async () => {
    const { browserShoppingList } = await import("@/lib/shopping-list/browser");
    const taken = browserShoppingList().addMany(ingredients);
    return { text: addedNotice(t, taken, productName), added: taken > 0 };
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
