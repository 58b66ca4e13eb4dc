/** Our own catalogue types; provider records are converted to these at the adapter boundary. */
export type Ingredient = { name: string; amount: number };

export type Product = {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  imagePath: string;
  ingredients: Ingredient[];
};
