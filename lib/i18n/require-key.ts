/** Rejects an empty translation key with the spec's exact message. */
export function requireKey(key: string): string {
  if (key === undefined || key === null || key === "") {
    throw new Error('Parameter "key" required');
  }
  return key;
}
