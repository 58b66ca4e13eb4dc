import { cache } from "react";
import { islandStrings } from "@/lib/i18n/island";
import type { Product } from "@/lib/products/types";
import { AddIngredientsButton } from "./add-ingredients-button";
import { AddSoapButton } from "./add-soap-button";
import { ADD_INGREDIENTS_KEYS, ADD_SOAP_KEYS } from "./keys";

// Built once per request: every card of /products gets the same two objects, so
// the page's hydration data holds the strings once and refers to them.
const soapStrings = cache(() => islandStrings("ShoppingList", ADD_SOAP_KEYS));
const ingredientStrings = cache(() =>
  islandStrings("ShoppingList", ADD_INGREDIENTS_KEYS),
);

/** What a visitor can put on the list from a soap's card or page: the soap itself, and its recipe's ingredients. */
export async function ListActions({
  product,
}: {
  product: Pick<Product, "id" | "name" | "ingredients">;
}) {
  return (
    <div className="flex flex-col items-start gap-2">
      <AddSoapButton
        productId={product.id}
        productName={product.name}
        strings={await soapStrings()}
      />
      <AddIngredientsButton
        ingredients={product.ingredients}
        productName={product.name}
        strings={await ingredientStrings()}
      />
    </div>
  );
}
