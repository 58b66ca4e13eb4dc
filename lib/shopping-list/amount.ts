// How an amount typed by a visitor is read: the shopping list's form, the
// contact form's order rows and their plain form post all use this, so
// "1,5" means one and a half everywhere. Free of zod, for the smallest islands.

/** Spaces people put between groups of digits ("1 000"), narrow and non-breaking ones included. */
const GROUP_SPACE = /[ \u00A0\u2009\u202F]/;
const GROUPED = /^[+-]?\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+(?:[.,]\d*)?$/;
const PLAIN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The number in `text`, or NaN when it is not one.
 *
 * - A comma and a point are both the decimal mark: "1,5" and "1.5" are 1.5,
 *   and so "1,000" is 1 (never one thousand: one rule, whatever the keyboard).
 * - Spaces may group thousands, in threes only: "1 000" is 1000, "1 5" is not a number.
 * - A sign is kept ("-1" is a number, which the list then refuses as not positive);
 *   exponents ("1e3"), two decimal marks ("1.000,5") and anything else are not numbers.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  const grouped = GROUP_SPACE.test(trimmed);
  if (grouped ? !GROUPED.test(trimmed) : !PLAIN.test(trimmed))
    return Number.NaN;
  return Number(
    trimmed.replace(/[ \u00A0\u2009\u202F]/g, "").replace(",", "."),
  );
}
