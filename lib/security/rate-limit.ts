import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/** No rule counts further back than this (sign-ups per hour); older rows are purged. */
const LONGEST_WINDOW_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

// Buckets carry what clients send (addresses, emails): stored as a fixed-length digest.
const key = (bucket: string) =>
  createHash("sha256").update(bucket).digest("hex");

/**
 * Sliding-window counter kept in the embedded database, so it holds across
 * restarts and across the processes of one server. Each allowed call counts.
 * At most once a minute, rows older than the longest window go.
 */
export function hit(
  bucket: string,
  rule: RateLimit,
  now = Date.now(),
): RateDecision {
  // The purge would drop hits such a rule still needs to count.
  if (rule.windowMs > LONGEST_WINDOW_MS)
    throw new Error(`rate limit window over ${LONGEST_WINDOW_MS} ms`);
  if (env().RATE_LIMIT_DISABLED) return { allowed: true, retryAfterSeconds: 0 };
  const conn = db();
  const id = key(bucket);
  return conn
    .transaction((): RateDecision => {
      if (now - lastPurge >= PURGE_EVERY_MS || now < lastPurge) {
        conn
          .prepare("DELETE FROM rate_limit_hits WHERE at_ms <= ?")
          .run(now - LONGEST_WINDOW_MS);
        lastPurge = now;
      }
      const rows = conn
        .prepare(
          "SELECT at_ms FROM rate_limit_hits WHERE bucket = ? AND at_ms > ? ORDER BY at_ms ASC",
        )
        .all(id, now - rule.windowMs) as { at_ms: number }[];
      if (rows.length >= rule.limit) {
        const oldest = rows[0]!.at_ms;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(
            1,
            Math.ceil((oldest + rule.windowMs - now) / 1000),
          ),
        };
      }
      conn
        .prepare("INSERT INTO rate_limit_hits (bucket, at_ms) VALUES (?, ?)")
        .run(id, now);
      return { allowed: true, retryAfterSeconds: 0 };
    })
    .immediate();
}

/** Counts in all the given buckets; refused as soon as one of them is full (later ones are not counted). */
export function hitAll(
  buckets: [string, RateLimit][],
  now = Date.now(),
): RateDecision {
  for (const [bucket, rule] of buckets) {
    const decision = hit(bucket, rule, now);
    if (!decision.allowed) return decision;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}
