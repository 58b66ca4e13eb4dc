// No zod: the stored list (read by the header's count on every page) and the soap buttons use these.

export const MAX_NAME_LENGTH = 80;
export const MAX_AMOUNT = 1_000_000;
/** The smallest amount; sums are rounded to this precision. */
export const MIN_AMOUNT = 0.001;
export const MAX_ITEMS = 500;
/** The localStorage entry holding the list (never a cookie). */
export const STORAGE_KEY = "shopping-list";
// Format 2 marks each line's kind; a list saved as 1 holds ingredients only.
export const STORAGE_VERSION = 2;
export const ITEM_KINDS = ["soap", "ingredient"] as const;

/**
 * Set on the page's root element from Shop details (components/layout/site-document.tsx): pages are
 * static, so the setting travels in their HTML, rendered again when it is saved.
 */
export const LIST_START_ATTRIBUTE = "data-list-start";
export type ListStart = "examples" | "empty";
