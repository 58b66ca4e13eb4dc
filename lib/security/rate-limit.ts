import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Sliding-window counter kept in the embedded database, so it holds across
 * restarts and across the processes of one server. Each allowed call counts.
 */
export function hit(
  bucket: string,
  rule: RateLimit,
  now = Date.now(),
): RateDecision {
  if (env().RATE_LIMIT_DISABLED) return { allowed: true, retryAfterSeconds: 0 };
  const conn = db();
  const since = now - rule.windowMs;
  return conn
    .transaction((): RateDecision => {
      conn
        .prepare("DELETE FROM rate_limit_hits WHERE bucket = ? AND at_ms <= ?")
        .run(bucket, since);
      const rows = conn
        .prepare(
          "SELECT at_ms FROM rate_limit_hits WHERE bucket = ? ORDER BY at_ms ASC",
        )
        .all(bucket) as { at_ms: number }[];
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
        .run(bucket, now);
      return { allowed: true, retryAfterSeconds: 0 };
    })
    .immediate();
}
