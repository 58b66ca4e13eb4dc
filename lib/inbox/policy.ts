import type { Delivery } from "./types";

/** After this many failed attempts a message is `failed`: it waits for an editor's retry. */
export const MAX_ATTEMPTS = 10;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 6 * 60 * 60_000;

/** Longer than any attempt (transports give up within a minute); if the run dies, another takes over after. */
export const CLAIM_MS = 10 * 60_000;

const RETENTION_MONTHS = 12;

export function retryDelayMs(attempts: number): number {
  return Math.min(
    FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1),
    LONGEST_DELAY_MS,
  );
}

export function failedAttempt(
  before: Delivery,
  error: string,
  now: Date,
): Delivery {
  const attempts = before.attempts + 1;
  if (attempts >= MAX_ATTEMPTS)
    return { state: "failed", attempts, lastError: error };
  return {
    state: "pending",
    attempts,
    lastError: error,
    nextAttemptAt: new Date(
      now.getTime() + retryDelayMs(attempts),
    ).toISOString(),
  };
}

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}
