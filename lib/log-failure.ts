/** Logs what failed with the error's message: the operator needs the reason, not a stack. */
export function logFailure(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}
