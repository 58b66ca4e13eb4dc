// Histograms add up across views and instances. Ranges grow 5 % each, with Google's thresholds as edges,
// so a p75 read back is at most 5 % high and on the right side of each threshold.
// Stored counts name ranges by index: never change these edges.
const STEP = 1.05;

export type Metric = "lcp" | "inp" | "cls";

/** Good up to the first threshold, poor above the second (web.dev's definitions). */
const THRESHOLDS: Record<Metric, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
};

const RANGES: Record<Metric, { first: number; last: number }> = {
  lcp: { first: 10, last: 120_000 },
  inp: { first: 8, last: 60_000 },
  cls: { first: 0.001, last: 10 },
};

function edgesOf(metric: Metric): number[] {
  const { first, last } = RANGES[metric];
  const edges: number[] = [];
  for (let edge = first; edge < last; edge *= STEP) edges.push(edge);
  edges.push(last, ...THRESHOLDS[metric]);
  return edges.sort((a, b) => a - b);
}

const EDGES: Record<Metric, number[]> = {
  lcp: edgesOf("lcp"),
  inp: edgesOf("inp"),
  cls: edgesOf("cls"),
};

/** Counts by range: [index, count] pairs (a list survives both backends' key rules). */
export type Histogram = [number, number][];

/** Beyond the last edge: the last range. */
export function bucketOf(metric: Metric, value: number): number {
  const edges = EDGES[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index < 0 ? edges.length - 1 : index;
}

export function addTo(histogram: Histogram, index: number, by = 1): Histogram {
  const found = histogram.some(([i]) => i === index);
  return found
    ? histogram.map(([i, n]) => [i, i === index ? n + by : n])
    : [...histogram, [index, by]];
}

export const merge = (a: Histogram, b: Histogram): Histogram =>
  b.reduce((sum, [index, n]) => addTo(sum, index, n), a);

export const measurementsIn = (histogram: Histogram) =>
  histogram.reduce((sum, [, n]) => sum + n, 0);

/** Nearest rank, as its range's upper edge; LCP and INP in whole ms, CLS to 3 decimals. */
export function p75(metric: Metric, histogram: Histogram): number | null {
  const total = measurementsIn(histogram);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [index, n] of [...histogram].sort(([a], [b]) => a - b)) {
    seen += n;
    if (seen >= rank) {
      // Rounded up, so a value just past a threshold never reads as within it.
      const scale = metric === "cls" ? 1000 : 1;
      return Math.ceil(EDGES[metric][index]! * scale - 1e-9) / scale;
    }
  }
  return null;
}

export function rating(
  metric: Metric,
  value: number,
): "good" | "needs-improvement" | "poor" {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
