// The list's rules without zod: the header's count on every page reads the
// stored list with these, and ./ingredient builds its schema from them.

/** Limits that keep a hand-typed line sensible and the stored list small. */
export const MAX_NAME_LENGTH = 80;
export const MAX_AMOUNT = 1_000_000;
/** The smallest amount; sums are rounded to this precision. */
export const MIN_AMOUNT = 0.001;
export const MAX_ITEMS = 500;
/** A new list starts with apples and tomatoes: two lines. */
export const STARTING_COUNT = 2;
/** The localStorage entry holding the list (never a cookie). */
export const STORAGE_KEY = "shopping-list";
