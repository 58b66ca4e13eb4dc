import "@/lib/validation/jitless";
import { z } from "zod";
import { useEffect, useRef, useState, type Dispatch } from "react";
import { createStoredValue } from "@/lib/stored-value";

/**
 * Unsaved edits are kept in localStorage so they survive a reload or an
 * expired session, one entry per account: another account signing in on the
 * same browser never sees them. What is read back is checked: a damaged entry
 * is ignored (lib/stored-value).
 */
const KEY_PREFIX = "halabi.admin.workingCopy.v2:";
// Drafts from before they had an owner: nobody can tell whose they are.
const UNOWNED_KEY = "halabi.admin.workingCopy.v1";

// Drafts may be invalid (an empty name, an amount still being typed), so this
// checks shape only; JSON turns an amount that was not a number into null.
const typedNumber = z
  .number()
  .nullable()
  .transform((v) => v ?? Number.NaN);

const draft = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imagePath: z.string(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      amount: typedNumber,
    }),
  ),
  // The optional selling details (a price still being typed is NaN, like an amount).
  price: typedNumber.optional(),
  currency: z.string().optional(),
  size: z.string().optional(),
  inStock: z.boolean().optional(),
});

const stored = z.object({
  products: z.array(draft),
  // The catalogue version the copy was fetched or saved at (sent as If-Match).
  version: z.string().nullable(),
  // Edits not saved yet.
  dirty: z.boolean(),
  // The list as stored at `version`: what a merge compares both sides with.
  // Copies kept before the base was: they merge like a conflict without one.
  base: z
    .array(draft)
    .nullish()
    .transform((v) => v ?? null),
});

/** The working copy as it is kept between visits. */
export type Draft = z.output<typeof stored>;

/** The working copy `owner` keeps in this browser: null when there is none or it is damaged. */
export function storedWorkingCopy(owner: string) {
  createStoredValue(UNOWNED_KEY, stored, null).set(null);
  return createStoredValue<Draft | null>(`${KEY_PREFIX}${owner}`, stored, null);
}

const json = ({ products, version, dirty, base }: Draft) =>
  JSON.stringify({ products, version, dirty, base });

/**
 * Keeps the working copy in this browser, per account: unsaved edits from an
 * earlier visit win over the list the page was rendered with (with no list at
 * all, `fetchFirst` runs), and every later change is written. Tabs of one
 * browser share the copy: what another tab writes (an edit, a save's new
 * version and base) is taken here at once, so neither tab overwrites the
 * other with an older copy.
 */
export function useWorkingCopy(
  owner: string,
  state: Draft,
  dispatch: Dispatch<{ type: "restore"; draft: Draft }>,
  fetchFirst: (() => void) | null,
) {
  // The owner never changes for this editor.
  const [copy] = useState(() => storedWorkingCopy(owner));
  // The copy as this browser holds it, as far as this tab knows: not written
  // again. Null until the first render, which is what the page brought.
  const stored = useRef<string | null>(null);
  const writing = useRef(false);
  useEffect(() => {
    const draft = copy.get();
    if (draft?.dirty) dispatch({ type: "restore", draft });
    else fetchFirst?.();
    return copy.subscribe(() => {
      const next = copy.get();
      // This tab's own write, or another tab discarding its copy: nothing to take.
      if (writing.current || !next) return;
      stored.current = json(next);
      dispatch({ type: "restore", draft: next });
    });
    // Once: the initial list never changes for this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { products, version, dirty, base } = state;
  useEffect(() => {
    const draft = { products, version, dirty, base };
    const text = json(draft);
    if (stored.current !== null && text !== stored.current) {
      writing.current = true;
      copy.set(draft);
      writing.current = false;
    }
    stored.current = text;
  }, [copy, products, version, dirty, base]);
}
