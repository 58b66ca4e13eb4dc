/**
 * The ShoppingList strings the add-ingredients button uses; translate them on
 * the server. A plain module: arrays exported from a "use client" file reach
 * server components only as client references.
 */
export const addIngredientsKeys = [
  "addIngredients",
  "addIngredientsFor",
  "addedOne",
  "addedMany",
  "addFailed",
  "viewList",
] as const;
