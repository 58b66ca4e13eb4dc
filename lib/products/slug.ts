/*
 * Product ids are their pages' addresses (/products/<id>): a new product gets
 * one a visitor can read and remember, from the name it is first saved with.
 * An id never changes afterwards, so old links keep working.
 */

// Letters NFKD does not take apart into a Latin letter and its marks.
const SPELLED: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/** The id of a name without a single Latin letter or digit. */
const FALLBACK = "soap";
/** Room under ID_PATTERN's 64 characters for a "-99" on a clash. */
const MAX_LENGTH = 56;

/** "Crème de Laurier 40 %" → "creme-de-laurier-40"; "" when nothing Latin is left. */
export function slugOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{ASCII}]/gu, (ch) => SPELLED[ch] ?? " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    // Cut between words; only a first word longer than the limit is cut within.
    if (next.length > MAX_LENGTH) return slug || word.slice(0, MAX_LENGTH);
    slug = next;
  }
  return slug;
}

/** The name's slug, or with -2, -3 … the first that is not `taken`. */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugOf(name) || FALLBACK;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * The list with every product `isNew` names given an id from its name,
 * unique among the other ids of the list and `taken` (ids kept elsewhere,
 * such as the stored catalogue's). Any other product keeps its id.
 */
export function withNameIds<T extends { id?: string; name: string }>(
  products: readonly T[],
  isNew: (product: T) => boolean,
  taken: Iterable<string> = [],
): (T & { id: string })[] {
  const kept = (product: T): product is T & { id: string } =>
    !isNew(product) && product.id !== undefined;
  const used = new Set(taken);
  for (const product of products) if (kept(product)) used.add(product.id);
  return products.map((product) => {
    if (kept(product)) return product;
    const id = uniqueSlug(product.name, used);
    used.add(id);
    return { ...product, id };
  });
}
