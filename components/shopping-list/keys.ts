import type { KeyOf } from "@/lib/i18n/text";

// Plain modules: arrays exported from a "use client" file reach server
// components only as client references.

/** The ShoppingList messages the "Add ingredients" button receives. */
export const ADD_INGREDIENTS_KEYS = [
  "addIngredients",
  "addIngredientsFor",
  "added",
  "addFailed",
  "viewList",
] as const satisfies readonly KeyOf<"ShoppingList">[];
export type AddIngredientsKey = (typeof ADD_INGREDIENTS_KEYS)[number];

/** The ShoppingList messages the "Add to my list" button (a soap) receives. */
export const ADD_SOAP_KEYS = [
  "addSoap",
  "addSoapFor",
  "soapAdded",
  "addFailed",
  "viewList",
] as const satisfies readonly KeyOf<"ShoppingList">[];
export type AddSoapKey = (typeof ADD_SOAP_KEYS)[number];

/** The list page's island shows nearly every ShoppingList message: it gets them all. */
export type ListKey = KeyOf<"ShoppingList">;
