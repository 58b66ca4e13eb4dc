// Shared by the list's form, the contact form's rows (JS or not) and the product editor's numbers:
// "1,5" means 1.5 everywhere. No zod.

/** Spaces people put between groups of digits ("1 000"), narrow and non-breaking ones included. */
const GROUP_SPACE = /[ \u00A0\u2009\u202F]/;
const GROUPED = /^[+-]?\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+(?:[.,]\d*)?$/;
const PLAIN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

// NaN when not a number. Comma and point are both the decimal mark ("1,000" is 1: one rule, whatever the
// keyboard); spaces group thousands in threes only; a sign is kept; exponents or two marks: not a number.
// `percent`: where the amount is a share (a recipe's, lib/products/seed.ts), it may end in "%" ("75 %").
export function parseAmount(
  text: string,
  { percent = false }: { percent?: boolean } = {},
): number {
  const typed = text.trim();
  const trimmed = percent ? typed.replace(/\s*%$/, "") : typed;
  const grouped = GROUP_SPACE.test(trimmed);
  if (grouped ? !GROUPED.test(trimmed) : !PLAIN.test(trimmed))
    return Number.NaN;
  return Number(
    trimmed.replace(/[ \u00A0\u2009\u202F]/g, "").replace(",", "."),
  );
}
