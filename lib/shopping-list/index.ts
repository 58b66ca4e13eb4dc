/** The shopping list (spec sections 3 and 4): the store, its storage and the ingredient rules. */
export { browserShoppingList } from "./browser";
export { createShoppingList, type ShoppingListStore } from "./store";
export {
  connectStorage,
  loadList,
  serializeList,
  STORAGE_KEY,
} from "./persistence";
export {
  ingredientSchema,
  MAX_AMOUNT,
  MAX_NAME_LENGTH,
  sameName,
  STARTING_ITEMS,
  type Ingredient,
} from "./ingredient";
