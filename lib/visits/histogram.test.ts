import { addTo, bucketOf, p75, rating, type Histogram } from "./histogram";

const of = (metric: "lcp" | "inp" | "cls", values: number[]): Histogram =>
  values.reduce<Histogram>((h, v) => addTo(h, bucketOf(metric, v)), []);

describe("Web Vitals histograms", () => {
  it.each([
    ["lcp", 2500, "good"],
    ["lcp", 2501, "needs-improvement"],
    ["lcp", 4001, "poor"],
    ["inp", 200, "good"],
    ["inp", 201, "needs-improvement"],
    ["inp", 500, "needs-improvement"],
    ["cls", 0.1, "good"],
    ["cls", 0.1001, "needs-improvement"],
    ["cls", 0.26, "poor"],
  ] as const)(
    "reads back %s %p on the same side of Google's thresholds (%s)",
    (metric, value, verdict) => {
      const read = p75(metric, of(metric, [value]))!;
      expect(read).toBeGreaterThanOrEqual(value);
      expect(read).toBeLessThanOrEqual(value * 1.05 + 0.001);
      expect(rating(metric, read)).toBe(verdict);
    },
  );

  it("takes the nearest-rank 75th percentile, null without values", () => {
    expect(p75("inp", [])).toBeNull();
    // The upper edge of 16's range, rounded up to whole milliseconds.
    expect(p75("inp", of("inp", [16, 16, 16, 300]))).toBe(17);
    expect(p75("inp", of("inp", [16, 16, 300, 300]))).toBeGreaterThanOrEqual(
      300,
    );
    expect(p75("cls", of("cls", [0, 0, 0]))).toBe(0.001);
    expect(p75("lcp", of("lcp", [10 ** 7]))).toBe(120_000);
  });
});
