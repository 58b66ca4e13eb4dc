// Reads Lighthouse JSON reports into the bench's rows: each page against the
// floor, the empty Next.js page of bench/baseline audited in the same run.
import { kib, ms, row } from "./report.mjs";

const SECTION = "lighthouse";
export const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
];
const OTHERS = ["accessibility", "best-practices", "seo"];
const SHORT = { accessibility: "A11y", "best-practices": "BP", seo: "SEO" };
// How far a page may fall behind the empty page (see docs/quality.md).
const PERF_POINTS_BELOW_FLOOR = 1;
const LCP_MS_ABOVE_FLOOR = 300;
export const BUDGET = `Perf ≥ floor − ${PERF_POINTS_BELOW_FLOOR} · LCP ≤ floor + ${LCP_MS_ABOVE_FLOOR} ms · CLS 0`;
const OTHERS_BUDGET = "100 each";

/**
 * Per category, the weighted audits that did not pass: what to fix when a
 * score falls short (kept in results.json, printed for the non-performance ones).
 */
function failingAudits(report) {
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

const score = (report, category) =>
  report.categories[category]?.score == null
    ? null
    : Math.round(report.categories[category].score * 100);
const numeric = (report, id) => report.audits[id]?.numericValue ?? null;
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length === 0
    ? null
    : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Bytes the page fetched, from Lighthouse's own network record. */
function bytes(report) {
  const items = report.audits["network-requests"]?.details?.items ?? [];
  const document = items.find((i) => i.resourceType === "Document");
  return {
    fontBytes: items
      .filter((i) => i.resourceType === "Font")
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    fontFiles: items.filter((i) => i.resourceType === "Font").length,
    htmlBytes: document?.resourceSize ?? null,
    htmlTransferBytes: document?.transferSize ?? null,
  };
}

/**
 * Lighthouse's figures move from run to run on a busy two-core machine, so each
 * page is audited several times and each figure is the median of the runs (as
 * Lighthouse's own documentation advises); CLS is the worst run's, as it must
 * be 0 in every one.
 */
export function summarize(reports) {
  const worst = (category) =>
    Math.min(...reports.map((r) => score(r, category) ?? -1));
  return {
    performance: median(reports.map((r) => score(r, "performance"))),
    performanceRuns: reports.map((r) => score(r, "performance")),
    lcp: median(reports.map((r) => numeric(r, "largest-contentful-paint"))),
    lcpRuns: reports.map((r) => numeric(r, "largest-contentful-paint")),
    fcp: median(reports.map((r) => numeric(r, "first-contentful-paint"))),
    tbt: median(reports.map((r) => numeric(r, "total-blocking-time"))),
    cls: Math.max(
      ...reports.map((r) => numeric(r, "cumulative-layout-shift") ?? Infinity),
    ),
    lcpElement:
      reports[0].audits["largest-contentful-paint-element"]?.details?.items?.[0]
        ?.items?.[0]?.node?.snippet ?? null,
    others: Object.fromEntries(OTHERS.map((c) => [c, worst(c)])),
    failingAudits: failingAudits(reports[0]),
    runtimeError: reports.find((r) => r.runtimeError)?.runtimeError?.message,
    ...bytes(reports[0]),
  };
}

const signed = (n, format = String) =>
  `${n >= 0 ? "+" : "−"}${format(Math.abs(n))}`;
const orUnknown = (v, format) => (v === null ? "?" : format(v));

/** The floor's row: the empty page's own figures. */
export function floorRow(floor) {
  return row(
    SECTION,
    "Lighthouse empty page (floor)",
    `Perf ${orUnknown(floor.performance, String)} (runs ${floor.performanceRuns.join(", ")}) · LCP ${orUnknown(floor.lcp, ms)} · CLS ${floor.cls.toFixed(3)} · fonts ${kib(floor.fontBytes)} · HTML ${orUnknown(floor.htmlBytes, kib)}`,
    "",
    null,
    floor,
  );
}

/** A page's figures next to the floor's, with the two gaps the budget reads. */
function againstFloor(page, floor) {
  const perfGap =
    page.performance === null || floor?.performance == null
      ? null
      : page.performance - floor.performance;
  const lcpGap =
    page.lcp === null || floor?.lcp == null ? null : page.lcp - floor.lcp;
  const text = [
    `Perf ${orUnknown(page.performance, String)}` +
      (perfGap === null
        ? ""
        : ` (floor ${floor.performance}, ${signed(perfGap)})`),
    `LCP ${orUnknown(page.lcp, ms)}` +
      (lcpGap === null
        ? ""
        : ` (floor ${ms(floor.lcp)}, ${signed(lcpGap, ms)})`),
    `CLS ${page.cls.toFixed(3)}`,
    `fonts ${kib(page.fontBytes)} (${page.fontFiles})`,
    `HTML ${orUnknown(page.htmlBytes, kib)}`,
  ].join(" · ");
  return { text, perfGap, lcpGap };
}

/**
 * The empty page with one stylesheet: no budget, it shows what Next's
 * render-blocking stylesheet alone costs against the floor (docs/quality.md).
 */
export function referenceRow(reference, floor) {
  const { text, perfGap, lcpGap } = againstFloor(reference, floor);
  return row(
    SECTION,
    "Lighthouse empty page + one stylesheet",
    text,
    "",
    null,
    { ...reference, perfGap, lcpGap },
  );
}

/** The two rows of one page: against the floor, and the other categories. */
export function rowsFor(routePath, page, floor) {
  const { text, perfGap, lcpGap } = againstFloor(page, floor);
  const ok =
    perfGap === null || lcpGap === null
      ? null
      : perfGap >= -PERF_POINTS_BELOW_FLOOR &&
        lcpGap <= LCP_MS_ABOVE_FLOOR &&
        page.cls === 0;
  return [
    row(SECTION, `Lighthouse ${routePath}`, text, BUDGET, ok, {
      ...page,
      perfGap,
      lcpGap,
    }),
    row(
      SECTION,
      `Lighthouse ${routePath} others`,
      `${OTHERS.map((c) => `${SHORT[c]} ${page.others[c]}`).join(" · ")} · TBT ${orUnknown(page.tbt, ms)} · Perf runs ${page.performanceRuns.join(", ")}`,
      OTHERS_BUDGET,
      OTHERS.every((c) => page.others[c] === 100),
      { others: page.others, failingAudits: page.failingAudits },
    ),
  ];
}
