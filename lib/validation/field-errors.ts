/** What every zod error offers (zod and zod/mini alike). */
type Issues = {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
};

/**
 * The first message of each failing field, keyed by its path (`email`,
 * `3.ingredients.0.amount`; `body` for the input as a whole). The one way
 * from a zod error to `{ field: message }`, on the server and in the forms.
 */
export function fieldErrors(error: Issues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** `fieldErrors` limited to the given fields (a form's own inputs). */
export function fieldWarnings<F extends string>(
  error: Issues | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const all = error ? fieldErrors(error) : {};
  return Object.fromEntries(
    fields.filter((f) => f in all).map((f) => [f, all[f]]),
  ) as Partial<Record<F, string>>;
}
