import "server-only";
import { createHash } from "node:crypto";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { update } from "@/lib/documents/types";
import { env } from "@/lib/env";

export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/** No rule counts further back than this (sign-ups per hour); older buckets are swept. */
const LONGEST_WINDOW_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

// In the embedded database whatever DATA_BACKEND says: a sign-in never waits for a remote
// write, and the counts hold across restarts and across one server's processes.
const docs = createSqliteDocuments();
// Rounds lost to attempts counted at the same moment; each round is a local write.
const ROUNDS = { attempts: 100, busy: "The rate limits are too busy" };

// Buckets carry what clients send (addresses, emails): named by a fixed-length digest.
const pathOf = (bucket: string) =>
  `rateLimits/${createHash("sha256").update(bucket).digest("hex")}`;

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

const recent = (hits: unknown, windowMs: number, now: number): number[] =>
  (Array.isArray(hits) ? hits : []).filter(
    (at): at is number => typeof at === "number" && at > now - windowMs,
  );

const wait = (hits: number[], rule: RateLimit, now: number) =>
  hits.length < rule.limit
    ? 0
    : Math.max(1, Math.ceil((Math.min(...hits) + rule.windowMs - now) / 1000));

async function sweep(now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS && now >= lastSweep) return;
  lastSweep = now;
  const stale = Object.entries(await docs.list<unknown>("rateLimits")).filter(
    ([, hits]) => recent(hits, LONGEST_WINDOW_MS, now).length === 0,
  );
  if (stale.length > 0)
    await docs.patch(
      "rateLimits",
      Object.fromEntries(stale.map(([key]) => [key, null])),
    );
}

// One hit in every bucket or none: a full one refuses the call and what was counted is taken back.
export async function hitAll(
  buckets: [string, RateLimit][],
  now = Date.now(),
): Promise<RateDecision> {
  // The sweep would drop hits such a rule still needs to count.
  if (buckets.some(([, rule]) => rule.windowMs > LONGEST_WINDOW_MS))
    throw new Error(`rate limit window over ${LONGEST_WINDOW_MS} ms`);
  if (env().RATE_LIMIT_DISABLED) return ALLOWED;
  await sweep(now);
  for (const [index, [bucket, rule]] of buckets.entries()) {
    const full = await update<unknown, number>(
      docs,
      pathOf(bucket),
      (hits) => {
        const kept = recent(hits, rule.windowMs, now);
        const seconds = wait(kept, rule, now);
        return seconds > 0
          ? { result: seconds }
          : { value: [...kept, now], result: 0 };
      },
      ROUNDS,
    );
    if (full === 0) continue;
    await takeBack(buckets.slice(0, index), now);
    const waits = await Promise.all(
      buckets.map(async ([b, r]) =>
        wait(
          recent((await docs.get(pathOf(b))).value, r.windowMs, now),
          r,
          now,
        ),
      ),
    );
    return { allowed: false, retryAfterSeconds: Math.max(full, ...waits) };
  }
  return ALLOWED;
}

export const hit = (bucket: string, rule: RateLimit, now = Date.now()) =>
  hitAll([[bucket, rule]], now);

// Once the attempt turned out not to count (a right password).
export async function takeBack(
  buckets: [string, RateLimit][],
  now: number,
): Promise<void> {
  if (env().RATE_LIMIT_DISABLED) return;
  for (const [bucket] of buckets)
    await update<unknown, void>(
      docs,
      pathOf(bucket),
      (hits) => {
        const kept = Array.isArray(hits) ? [...hits] : [];
        const at = kept.indexOf(now);
        if (at < 0) return { result: undefined };
        kept.splice(at, 1);
        return { value: kept.length > 0 ? kept : null, result: undefined };
      },
      ROUNDS,
    );
}
