import { rating, type Metric } from "./histogram";

export type Speed = "fast" | "ok" | "slow";

const SPEEDS: Speed[] = ["fast", "ok", "slow"];
const OF_RATING = {
  good: "fast",
  "needs-improvement": "ok",
  poor: "slow",
} as const;
/** The order a fast page's sentence is chosen in: its main content first. */
const METRICS: Metric[] = ["lcp", "inp", "cls"];

/** p75 values, null below 5 measurements (./store.ts). */
export type Figures = Record<Metric, number | null>;

/**
 * A page is as slow as its slowest figure, by Google's thresholds; `metric` is the figure that says so
 * (for a fast page, the first measured of LCP, INP, CLS). Null when no figure has 5 measurements.
 */
export function speedOf(
  figures: Figures,
): { speed: Speed; metric: Metric } | null {
  let slowest: { speed: Speed; metric: Metric } | null = null;
  for (const metric of METRICS) {
    const value = figures[metric];
    if (value === null) continue;
    const speed = OF_RATING[rating(metric, value)];
    if (!slowest || SPEEDS.indexOf(speed) > SPEEDS.indexOf(slowest.speed))
      slowest = { speed, metric };
  }
  return slowest;
}

/** A duration as a person reads it: seconds from 1 s on. Rounded up, so "within" stays true. */
export function durationOf(ms: number): {
  unit: "seconds" | "milliseconds";
  value: number;
} {
  return ms < 1000
    ? { unit: "milliseconds", value: Math.ceil(ms) }
    : { unit: "seconds", value: Math.ceil(ms / 100) / 10 };
}

type SentenceKey = "lcpSentence" | "inpSentence" | "clsSteady" | "clsJumps";

/** The Visits messages' translator, or the part of it a sentence needs. */
type Say = (
  key: SentenceKey | "seconds" | "milliseconds",
  values?: Record<string, string | number>,
) => string;

/**
 * The one sentence that tells a page's speed, from the figure `speedOf` chose: for LCP and INP, the
 * time 3 in 4 visits stayed within; for CLS, whether the page held still. Null with nothing measured.
 */
export function sentenceOf(say: Say, figures: Figures): string | null {
  const chosen = speedOf(figures);
  if (!chosen) return null;
  const value = figures[chosen.metric]!;
  if (chosen.metric === "cls")
    return say(rating("cls", value) === "good" ? "clsSteady" : "clsJumps");
  const { unit, value: shown } = durationOf(value);
  return say(chosen.metric === "lcp" ? "lcpSentence" : "inpSentence", {
    time: say(unit, { value: shown }),
  });
}
