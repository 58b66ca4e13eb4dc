import type { Ingredient } from "@/lib/products/types";
import { pick } from "@/lib/i18n/pick";
import { getT } from "@/lib/i18n/translate";
import { AddIngredientsButton } from "./add-ingredients-button";
import { addIngredientsKeys } from "./add-ingredients-keys";

/**
 * The "Add ingredients to shopping list" button for a server-rendered card:
 * translates its strings here. Client components use AddIngredientsButton
 * with strings picked by their server parent
 * (`addIngredientsKeys` from ./add-ingredients-keys).
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
  const t = await getT("ShoppingList");
  return (
    <AddIngredientsButton
      ingredients={ingredients}
      productName={productName}
      strings={pick(t, addIngredientsKeys)}
      className={className}
    />
  );
}
