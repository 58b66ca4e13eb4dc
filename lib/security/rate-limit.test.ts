import { db } from "@/lib/db";
import { useTempDataDir } from "@/test/temp-data-dir";
import { hit } from "./rate-limit";

describe("rate limit", () => {
  useTempDataDir();
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows up to the limit in the window, then says when to retry", () => {
    const t0 = 1_000_000;
    expect(hit("a", rule, t0).allowed).toBe(true);
    expect(hit("a", rule, t0 + 1).allowed).toBe(true);
    expect(hit("a", rule, t0 + 2).allowed).toBe(true);
    const refused = hit("a", rule, t0 + 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(50);
  });

  it("keeps buckets apart", () => {
    expect(hit("b", rule, 1_000_000).allowed).toBe(true);
  });

  it("frees a place when the oldest hit leaves the window", () => {
    // Hits at t0 and t0+1 are now a full minute old; t0+2 is still counted.
    const later = 1_000_000 + 60_001;
    expect(hit("a", rule, later).allowed).toBe(true);
    expect(hit("a", rule, later).allowed).toBe(true);
    expect(hit("a", rule, later).allowed).toBe(false);
  });

  it("stays small: keys of any length are stored at a fixed length, and old rows are purged", () => {
    const rows = () =>
      db()
        .prepare(
          "SELECT COUNT(*) AS n, MAX(LENGTH(bucket)) AS longest FROM rate_limit_hits",
        )
        .get() as { n: number; longest: number };
    const t0 = 50_000_000;
    for (let i = 0; i < 5000; i++)
      hit(`contact:${i}:${"x".repeat(2000)}`, rule, t0 + i);
    expect(rows().n).toBeGreaterThanOrEqual(5000);
    expect(rows().longest).toBe(64);
    // An hour and a minute later, the next hit purges everything expired.
    hit("after", rule, t0 + 5000 + 61 * 60_000);
    expect(rows().n).toBe(1);
  });

  it("purges by age through an index rather than a scan of the table", () => {
    const plan = db()
      .prepare(
        "EXPLAIN QUERY PLAN DELETE FROM rate_limit_hits WHERE at_ms <= ?",
      )
      .all(0);
    expect(JSON.stringify(plan)).toContain("rate_limit_hits_at");
  });

  it("refuses a rule longer than the purge keeps rows", () => {
    expect(() => hit("c", { limit: 1, windowMs: 2 * 60 * 60_000 })).toThrow();
  });
});
