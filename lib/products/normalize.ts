import { z } from "zod";
import { ID_PATTERN } from "./schema";
import type { Product } from "./types";

// Stored data may come from older versions or be edited by hand in a remote database: a list may
// be null or hold nulls. Writes go through here too, so a stray `likes` is dropped and no undefined reaches the database.

const toList = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : []);

const text = z.string().catch("");
/** A number, or a numeric string typed into a remote database. */
const numeric = z
  .union([z.number(), z.string().trim().min(1).transform(Number)])
  .pipe(z.number());
const usable = <T extends z.ZodType>(schema: T) =>
  schema.optional().catch(undefined);

const storedIngredient = z.object({ name: text, amount: numeric.catch(0) });

const storedProduct = z.object({
  id: z.string().regex(ID_PATTERN).catch(""),
  name: text,
  title: text,
  subtitle: text,
  description: text,
  imagePath: text,
  ingredients: z
    .unknown()
    .optional()
    .transform((raw) =>
      toList(raw).flatMap((i) => storedIngredient.safeParse(i).data ?? []),
    ),
  price: usable(numeric.pipe(z.number().positive())),
  currency: usable(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/),
  ),
  size: usable(z.string().trim().min(1)),
  stock: usable(numeric.pipe(z.number().int().min(0))),
  // Before stock was counted: false read as 0 (out of stock), true as not counted.
  inStock: usable(z.boolean()),
});

export function normalizeProducts(raw: unknown): Product[] {
  const seen = new Set<string>();
  return toList(raw).flatMap((record, index) => {
    const parsed = storedProduct.safeParse(record);
    if (!parsed.success) return [];
    const { title, inStock, ...fields } = parsed.data;
    if (fields.stock === undefined && inStock === false) fields.stock = 0;
    const name = fields.name || title;
    let id = fields.id || stableId(name, index);
    if (seen.has(id)) id = `${id}-${index}`;
    seen.add(id);
    const product = { ...fields, id, name };
    return [
      Object.fromEntries(
        Object.entries(product).filter(([, v]) => v !== undefined),
      ) as typeof product,
    ];
  });
}

/** FNV-1a: the same name at the same place always gets the same id. */
export function stableId(name: string, index: number): string {
  let hash = 0x811c9dc5;
  for (const ch of `${name}#${index}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `p-${hash.toString(36)}`;
}
