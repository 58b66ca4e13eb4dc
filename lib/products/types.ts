/** Our own catalogue types; provider records are converted to these at the adapter boundary. */
export type Ingredient = { name: string; amount: number };

export type Product = {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  imagePath: string;
  ingredients: Ingredient[];
  /**
   * Optional selling details, shown only when set: a price (more than 0, at
   * most 2 decimals) in `currency` (ISO 4217, e.g. "EUR"; required with a
   * price), a size such as "200 g", and whether it is in stock.
   */
  price?: number;
  currency?: string;
  size?: string;
  inStock?: boolean;
};
