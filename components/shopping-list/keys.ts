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

/** The ShoppingList messages the list page's island receives. */
export const LIST_KEYS = [
  "formHeading",
  "editHeading",
  "editSoapHeading",
  "nameLabel",
  "soapNameLabel",
  "amountLabel",
  "barsLabel",
  "add",
  "update",
  "delete",
  "clear",
  "nameRequired",
  "nameTooLong",
  "amountInvalid",
  "amountPositive",
  "amountTooLarge",
  "barsWhole",
  "listHeading",
  "listHint",
  "loading",
  "empty",
  "browseProducts",
  "soapsHeading",
  "ingredientsHeading",
  "noSoaps",
  "bars",
  "sendEnquiry",
  "sendEnquiryHint",
  "clearAll",
  "confirmTitle",
  "confirmText",
  "confirmYes",
  "confirmCancel",
  "announceAdded",
  "announceMerged",
  "announceUpdated",
  "announceDeleted",
  "announceEditing",
  "announceCleared",
  "announceFull",
] as const satisfies readonly KeyOf<"ShoppingList">[];
export type ListKey = (typeof LIST_KEYS)[number];
