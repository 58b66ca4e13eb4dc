import "@/lib/validation/jitless";
import { z } from "zod";
import { useEffect, useRef, useState, type Dispatch } from "react";
import { createStoredValue } from "@/lib/stored-value";

// One entry per account, so another account on the same browser never sees them.
const KEY_PREFIX = "halabi.admin.workingCopy.v2:";
// Drafts from before they had an owner: nobody can tell whose they are.
const UNOWNED_KEY = "halabi.admin.workingCopy.v1";

// Drafts may be invalid (an empty name, an amount still being typed), so this
// checks shape only; JSON turns an amount that was not a number into null.
const typedNumber = z
  .number()
  .nullable()
  .transform((v) => v ?? Number.NaN);

const draft = z
  .object({
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
    price: typedNumber.optional(),
    currency: z.string().optional(),
    size: z.string().optional(),
    stock: typedNumber.optional(),
    // Copies kept before stock was counted: "out of stock" reads as 0.
    inStock: z.boolean().optional(),
  })
  .transform(({ inStock, ...product }) =>
    inStock === false && product.stock === undefined
      ? { ...product, stock: 0 }
      : product,
  );

const stored = z.object({
  products: z.array(draft),
  // Sent as If-Match.
  version: z.string().nullable(),
  dirty: z.boolean(),
  // What a merge compares both sides with; absent in older copies, which merge like a conflict without one.
  base: z
    .array(draft)
    .nullish()
    .transform((v) => v ?? null),
});

export type Draft = z.output<typeof stored>;

export function storedWorkingCopy(owner: string) {
  createStoredValue(UNOWNED_KEY, stored, null).set(null);
  return createStoredValue<Draft | null>(`${KEY_PREFIX}${owner}`, stored, null);
}

const json = ({ products, version, dirty, base }: Draft) =>
  JSON.stringify({ products, version, dirty, base });

// Unsaved edits from an earlier visit win over the rendered list. Tabs share the copy: another tab's
// writes are taken at once, so neither tab overwrites the other with an older copy.
export function useWorkingCopy(
  owner: string,
  state: Draft,
  dispatch: Dispatch<{ type: "restore"; draft: Draft }>,
  fetchFirst: (() => void) | null,
) {
  const [copy] = useState(() => storedWorkingCopy(owner));
  // What this browser holds as far as this tab knows, so it is not written again.
  const stored = useRef<string | null>(null);
  const writing = useRef(false);
  useEffect(() => {
    const draft = copy.get();
    if (draft?.dirty) dispatch({ type: "restore", draft });
    else fetchFirst?.();
    return copy.subscribe(() => {
      const next = copy.get();
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
