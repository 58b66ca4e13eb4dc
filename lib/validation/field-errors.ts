type Issues = {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
};

// `body` for the input as a whole. The one way from a zod error to `{ field: message }`.
export function fieldErrors(error: Issues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function fieldWarnings<F extends string>(
  error: Issues | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const all = error ? fieldErrors(error) : {};
  return Object.fromEntries(
    fields.filter((f) => f in all).map((f) => [f, all[f]]),
  ) as Partial<Record<F, string>>;
}
