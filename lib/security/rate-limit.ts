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

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

/** Seconds until `bucket` has room under `rule` again; 0 when it has room now. */
function wait(
  conn: ReturnType<typeof db>,
  bucket: string,
  rule: RateLimit,
  now: number,
): number {
  const rows = conn
    .prepare(
      "SELECT at_ms FROM rate_limit_hits WHERE bucket = ? AND at_ms > ? ORDER BY at_ms ASC",
    )
    .all(key(bucket), now - rule.windowMs) as { at_ms: number }[];
  if (rows.length < rule.limit) return 0;
  return Math.max(1, Math.ceil((rows[0]!.at_ms + rule.windowMs - now) / 1000));
}

/**
 * Sliding-window counters kept in the embedded database, so they hold across
 * restarts and across the processes of one server. One hit in every bucket,
 * or none: when one of them is full the call is refused, nothing is counted,
 * and it says when all of them will have room. At most once a minute, rows
 * older than the longest window go.
 */
export function hitAll(
  buckets: [string, RateLimit][],
  now = Date.now(),
): RateDecision {
  // The purge would drop hits such a rule still needs to count.
  if (buckets.some(([, rule]) => rule.windowMs > LONGEST_WINDOW_MS))
    throw new Error(`rate limit window over ${LONGEST_WINDOW_MS} ms`);
  if (env().RATE_LIMIT_DISABLED) return ALLOWED;
  const conn = db();
  return conn
    .transaction((): RateDecision => {
      if (now - lastPurge >= PURGE_EVERY_MS || now < lastPurge) {
        conn
          .prepare("DELETE FROM rate_limit_hits WHERE at_ms <= ?")
          .run(now - LONGEST_WINDOW_MS);
        lastPurge = now;
      }
      const longest = Math.max(
        0,
        ...buckets.map(([bucket, rule]) => wait(conn, bucket, rule, now)),
      );
      if (longest > 0) return { allowed: false, retryAfterSeconds: longest };
      const insert = conn.prepare(
        "INSERT INTO rate_limit_hits (bucket, at_ms) VALUES (?, ?)",
      );
      for (const [bucket] of buckets) insert.run(key(bucket), now);
      return ALLOWED;
    })
    .immediate();
}

/** One bucket's hitAll. */
export const hit = (bucket: string, rule: RateLimit, now = Date.now()) =>
  hitAll([[bucket, rule]], now);

/**
 * Takes back the hits an allowed hitAll(buckets, now) counted, once the
 * attempt turned out not to count (a right password). Counting first and
 * taking back after keeps attempts made at the same moment from all passing
 * a check that nothing has counted yet.
 */
export function takeBack(buckets: [string, RateLimit][], now: number): void {
  if (env().RATE_LIMIT_DISABLED) return;
  const remove = db().prepare(
    `DELETE FROM rate_limit_hits WHERE rowid IN
       (SELECT rowid FROM rate_limit_hits WHERE bucket = ? AND at_ms = ? LIMIT 1)`,
  );
  for (const [bucket] of buckets) remove.run(key(bucket), now);
}
