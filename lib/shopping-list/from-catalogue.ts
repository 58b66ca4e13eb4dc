import { isOutOfStock } from "@/lib/products/selling";
import type { Product } from "@/lib/products/types";
import type { Ingredient } from "./item";
import { MAX_NAME_LENGTH } from "./limits";
import { addItem, addItems } from "./list";
import { saveShoppingList, shoppingList } from "./stored-list";

/** Shortened the same way each time: a catalogue name may be longer than a line allows. */
export function soapLineName(productName: string): string {
  const name = productName.trim();
  return name.length <= MAX_NAME_LENGTH
    ? name
    : `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}\u2026`;
}

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
