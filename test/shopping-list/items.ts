import type { ListItem } from "@/lib/shopping-list/item";

/** Lines of the list as the store gives them back. */
export const ing = (name: string, amount: number): ListItem => ({
  kind: "ingredient",
  name,
  amount,
});
export const soap = (name: string, amount: number): ListItem => ({
  kind: "soap",
  name,
  amount,
});
