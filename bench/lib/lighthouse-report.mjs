// Reads a Lighthouse JSON report into the bench's rows.
import { ms, row } from "./report.mjs";

const SECTION = "lighthouse";
export const BUDGET = "Perf ≥ 98 · others 100 · CLS 0";
export const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
];
const MINIMUM = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const SHORT = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

/**
 * Per category, the weighted audits that did not pass: what to fix when a
 * score falls short (kept in results.json, printed for the non-performance ones).
 */
export function failingAudits(report) {
  const failing = {};
  for (const category of CATEGORIES) {
    const ids = (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = report.audits[ref.id]?.score;
        return typeof score === "number" && score < 1;
      })
      .map((ref) => ref.id);
    if (ids.length > 0) failing[category] = ids;
  }
  return failing;
}

const performanceOf = (report) =>
  report.categories.performance?.score == null
    ? -1
    : Math.round(report.categories.performance.score * 100);

/**
 * Lighthouse's figures move from run to run on a busy two-core machine, so each
 * page is audited several times and the run with the median Performance score
 * stands for it (as Lighthouse's own documentation advises).
 */
export function medianRun(reports) {
  const sorted = [...reports].sort(
    (a, b) => performanceOf(a) - performanceOf(b),
  );
  return {
    report: sorted[Math.floor((sorted.length - 1) / 2)],
    performanceScores: sorted.map(performanceOf),
  };
}

/** The two rows of one page: category scores, and LCP · TBT · CLS. */
export function rowsFor(routePath, report, performanceScores = []) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      report.categories[c]?.score == null
        ? null
        : Math.round(report.categories[c].score * 100),
    ]),
  );
  const numeric = (id) => report.audits[id]?.numericValue;
  const metrics = {
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
  const scoresOk = CATEGORIES.every(
    (c) => scores[c] !== null && scores[c] >= MINIMUM[c],
  );
  const show = (v) => (v === undefined ? "?" : v);
  return [
    row(
      SECTION,
      `Lighthouse ${routePath} scores`,
      CATEGORIES.map((c) => `${SHORT[c]} ${scores[c] ?? "?"}`).join(" · ") +
        (performanceScores.length > 1
          ? ` (median of Perf ${performanceScores.join(", ")})`
          : ""),
      "Perf ≥ 98 · others 100",
      scoresOk,
      {
        scores,
        failingAudits: failingAudits(report),
        performanceScores,
        runtimeError: report.runtimeError?.message,
      },
    ),
    row(
      SECTION,
      `Lighthouse ${routePath} LCP · TBT · CLS`,
      `${metrics.lcp === undefined ? "?" : ms(metrics.lcp)} · ${metrics.tbt === undefined ? "?" : ms(metrics.tbt)} · ${show(metrics.cls?.toFixed(3))}`,
      "CLS 0",
      metrics.cls === undefined ? null : metrics.cls === 0,
      metrics,
    ),
  ];
}
