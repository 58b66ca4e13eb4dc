import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { useTempDataDir } from "@/test/temp-data-dir";
import { hit, hitAll } from "./rate-limit";

describe("rate limit", () => {
  useTempDataDir();
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows up to the limit in the window, then says when to retry", async () => {
    const t0 = 1_000_000;
    expect((await hit("a", rule, t0)).allowed).toBe(true);
    expect((await hit("a", rule, t0 + 1)).allowed).toBe(true);
    expect((await hit("a", rule, t0 + 2)).allowed).toBe(true);
    const refused = await hit("a", rule, t0 + 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(50);
  });

  it("keeps buckets apart", async () => {
    expect((await hit("b", rule, 1_000_000)).allowed).toBe(true);
  });

  it("frees a place when the oldest hit leaves the window", async () => {
    // Hits at t0 and t0+1 are now a full minute old; t0+2 is still counted.
    const later = 1_000_000 + 60_001;
    expect((await hit("a", rule, later)).allowed).toBe(true);
    expect((await hit("a", rule, later)).allowed).toBe(true);
    expect((await hit("a", rule, later)).allowed).toBe(false);
  });

  it("counts in every bucket or in none, and waits for the last to have room", async () => {
    const t0 = 2_000_000;
    const long = { limit: 1, windowMs: 120_000 };
    expect((await hit("full", long, t0)).allowed).toBe(true);
    const refused = await hitAll(
      [
        ["open", rule],
        ["full", long],
      ],
      t0 + 1_000,
    );
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 119 });
    // "open" was taken back: all three of its places are free.
    for (let i = 0; i < 3; i++)
      expect((await hit("open", rule, t0 + 2_000)).allowed).toBe(true);
  });

  it("stays small: keys of any length are stored at a fixed length, and old buckets are swept", async () => {
    const buckets = async () =>
      Object.keys(await createSqliteDocuments().list("rateLimits"));
    const t0 = 50_000_000;
    for (let i = 0; i < 500; i++)
      await hit(`contact:${i}:${"x".repeat(2000)}`, rule, t0 + i);
    expect((await buckets()).length).toBeGreaterThanOrEqual(500);
    expect(new Set((await buckets()).map((key) => key.length))).toEqual(
      new Set([64]),
    );
    // An hour and a minute later, the next hit sweeps everything expired.
    await hit("after", rule, t0 + 500 + 61 * 60_000);
    expect(await buckets()).toHaveLength(1);
  });

  it("refuses a rule longer than the sweep keeps hits", async () => {
    await expect(
      hit("c", { limit: 1, windowMs: 2 * 60 * 60_000 }),
    ).rejects.toThrow();
  });
});
