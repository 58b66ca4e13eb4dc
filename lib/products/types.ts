import type { z } from "zod";
import type { productSchema } from "./schema";

export type Product = z.output<typeof productSchema>;
export type Ingredient = Product["ingredients"][number];
