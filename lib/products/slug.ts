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
 * The list with an id from its name for every item `newName` names (it
 * answers null for an item that keeps its own), unique among `taken` (every
 * id kept: the list's own, the stored catalogue's) and each other.
 */
export function withNameIds<T>(
  items: readonly T[],
  newName: (item: T) => string | null,
  taken: Iterable<string>,
): T[] {
  const used = new Set(taken);
  return items.map((item) => {
    const name = newName(item);
    if (name === null) return item;
    const id = uniqueSlug(name, used);
    used.add(id);
    return { ...item, id };
  });
}
