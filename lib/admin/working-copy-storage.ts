import "@/lib/validation/jitless";
import { z } from "zod";
import type { WorkingCopyState } from "./working-copy";

/**
 * Unsaved edits are kept in localStorage so they survive a reload or an
 * expired session. What is read back is checked: a damaged entry is ignored.
 */
export const WORKING_COPY_KEY = "halabi.admin.workingCopy.v1";

// Drafts may be invalid (an empty name, an amount still being typed), so this
// checks shape only; JSON turns an amount that was not a number into null.
const draft = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imagePath: z.string(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      amount: z
        .number()
        .nullable()
        .transform((v) => v ?? Number.NaN),
    }),
  ),
});

const stored = z.object({
  products: z.array(draft),
  version: z.string().nullable(),
  dirty: z.boolean(),
});

export function loadWorkingCopy(storage: Storage): WorkingCopyState | null {
  try {
    const raw = storage.getItem(WORKING_COPY_KEY);
    if (!raw) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveWorkingCopy(
  storage: Storage,
  state: WorkingCopyState,
): void {
  try {
    storage.setItem(WORKING_COPY_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the copy still lives in memory for this visit.
  }
}

export function clearWorkingCopy(storage: Storage): void {
  try {
    storage.removeItem(WORKING_COPY_KEY);
  } catch {
    // Nothing to clear.
  }
}
