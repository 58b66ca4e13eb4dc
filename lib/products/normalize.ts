import type { Ingredient, Product } from "./types";
import { ID_PATTERN } from "./schema";

/**
 * The boundary between stored records and our types, both ways. Stored data
 * may come from older versions of the site or be edited by hand in a remote
 * database: lists may be arrays, objects with numeric keys or null; a product
 * may lack its ingredients (read as []) or its id (given a stable one). A list
 * about to be stored goes through here too, so only our fields are written (a
 * stray `likes` is dropped) and no undefined value reaches the database.
 */
export function normalizeProducts(raw: unknown): Product[] {
  const seen = new Set<string>();
  const products: Product[] = [];
  toList(raw).forEach((record, index) => {
    const product = normalizeProduct(record, index);
    if (!product) return;
    if (seen.has(product.id)) product.id = `${product.id}-${index}`;
    seen.add(product.id);
    products.push(product);
  });
  return products;
}

function normalizeProduct(record: unknown, index: number): Product | null {
  if (!isRecord(record)) return null;
  const name = str(record.name) || str(record.title);
  const id =
    typeof record.id === "string" && ID_PATTERN.test(record.id)
      ? record.id
      : stableId(name, index);
  return {
    id,
    name,
    subtitle: str(record.subtitle),
    description: str(record.description),
    imagePath: str(record.imagePath),
    ingredients: toList(record.ingredients)
      .map(normalizeIngredient)
      .filter((i): i is Ingredient => i !== null),
    ...sellingDetails(record),
  };
}

/**
 * The optional selling details a record carries, each only when usable: a
 * positive price (a number, or a numeric string typed into a remote
 * database), a three-letter currency, a non-empty size, a boolean stock flag.
 */
function sellingDetails(record: Record<string, unknown>): SellingDetails {
  const details: SellingDetails = {};
  const price = toNumber(record.price);
  if (Number.isFinite(price) && price > 0) details.price = price;
  const currency = str(record.currency).trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(currency)) details.currency = currency;
  const size = str(record.size).trim();
  if (size) details.size = size;
  if (typeof record.inStock === "boolean") details.inStock = record.inStock;
  return details;
}

type SellingDetails = Pick<Product, "price" | "currency" | "size" | "inStock">;

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

function normalizeIngredient(record: unknown): Ingredient | null {
  if (!isRecord(record)) return null;
  const amount = toNumber(record.amount);
  return {
    name: str(record.name),
    amount: Number.isFinite(amount) ? amount : 0,
  };
}

/**
 * A list as a realtime database returns it: an array (possibly with holes),
 * an object whose keys are indexes (when sparse), or null when empty.
 */
function toList(raw: unknown): unknown[] {
  if (Array.isArray(raw))
    return raw.filter((v) => v !== null && v !== undefined);
  if (isRecord(raw)) {
    return Object.keys(raw)
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => raw[k])
      .filter((v) => v !== null && v !== undefined);
  }
  return [];
}

/** The same name at the same place always gets the same id (FNV-1a, 32 bits). */
export function stableId(name: string, index: number): string {
  let hash = 0x811c9dc5;
  for (const ch of `${name}#${index}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `p-${hash.toString(36)}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}
