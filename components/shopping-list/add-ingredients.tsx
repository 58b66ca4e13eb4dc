import type { Ingredient } from "@/lib/products/types";
import { islandStrings } from "@/lib/i18n/island";
import { AddIngredientsButton } from "./add-ingredients-button";
import { ADD_INGREDIENTS_KEYS } from "./keys";

/**
 * The "Add ingredients to shopping list" button for a server-rendered card:
 * translates its strings here. Client components use AddIngredientsButton
 * with strings picked by their server parent
 * (`ADD_INGREDIENTS_KEYS` from ./keys).
 */
export async function AddIngredients({
  ingredients,
  productName,
  className,
}: {
  ingredients: readonly Ingredient[];
  productName: string;
  className?: string;
}) {
  return (
    <AddIngredientsButton
      ingredients={ingredients}
      productName={productName}
      strings={await islandStrings("ShoppingList", ADD_INGREDIENTS_KEYS)}
      className={className}
    />
  );
}
