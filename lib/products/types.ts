import type { z } from "zod";
import type { productSchema } from "./schema";

/** Our own catalogue types; provider records are converted to these at the adapter boundary. */
export type Product = z.output<typeof productSchema>;
export type Ingredient = Product["ingredients"][number];
