import { isOutOfStock } from "@/lib/products/selling";
import type { Product } from "@/lib/products/types";
import { soapLineName, type Ingredient } from "./item";
import { addItem, addItems } from "./list";
import { saveShoppingList, shoppingList } from "./stored-list";

/** The bars of the soap the list now holds; null when none could be added (none left, or the list is full). */
export function addSoapBar(
  product: Pick<Product, "name" | "stock">,
): number | null {
  if (isOutOfStock(product)) return null;
  const name = soapLineName(product.name);
  const next = addItem(shoppingList(), { kind: "soap", name, amount: 1 });
  if (!next) return null;
  saveShoppingList(next);
  // Lines merge ignoring case.
  const key = name.toLowerCase();
  const line = next.find(
    (item) => item.kind === "soap" && item.name.toLowerCase() === key,
  );
  return line ? line.amount : null;
}

export function addRecipe(ingredients: readonly Ingredient[]): number {
  const { items, taken } = addItems(shoppingList(), ingredients);
  if (items) saveShoppingList(items);
  return taken;
}
