// An id never changes once given, so old links keep working.

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

const FALLBACK = "soap";
/** Room under ID_PATTERN's 64 characters for a "-99" on a clash. */
const MAX_LENGTH = 56;

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

export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugOf(name) || FALLBACK;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

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
