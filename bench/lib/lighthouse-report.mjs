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
// The budgets of docs/quality.md (and DESIGN section 7): the pages whose
// largest paint is a product's picture get a little more room.
const TBT_MS_ABOVE_FLOOR = 100;
const CLS_MAX = 0.01;
const FONT_BYTES_BELOW = 40 * 1024;
const LONG_TASKS_SHOWN = 5;
const isCatalogue = (routePath) =>
  routePath === "/products" || routePath.startsWith("/products/");
const budgetFor = (routePath) =>
  isCatalogue(routePath)
    ? { performance: 97, lcpMs: 1800 }
    : { performance: 98, lcpMs: 1500 };
const budgetText = ({ performance, lcpMs }) =>
  `Perf ≥ ${performance} (or the floor's) · TBT ≤ floor + ${TBT_MS_ABOVE_FLOOR} ms · LCP ≤ ${lcpMs} ms · CLS ≤ ${CLS_MAX} · fonts < ${kib(FONT_BYTES_BELOW)}`;
/** A page's budgets, as the table prints them. */
export const budgetLabel = (routePath) => budgetText(budgetFor(routePath));
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

/** The run whose figure is the median: its trace explains the median. */
function medianRun(reports, id) {
  const sorted = [...reports].sort(
    (a, b) => (numeric(a, id) ?? 0) - (numeric(b, id) ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * What ran on the main thread: the longest tasks (long-tasks audit) with the
 * script each is attributed to, the time per script (bootup-time) and per kind
 * of work (mainthread-work-breakdown), as Lighthouse simulated them.
 */
function mainThread(report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const file = (url) =>
    url ? url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") : "?";
  return {
    longTasks: items("long-tasks")
      .toSorted((a, b) => b.duration - a.duration)
      .slice(0, LONG_TASKS_SHOWN)
      .map((task) => ({
        duration: Math.round(task.duration),
        start: Math.round(task.startTime),
        script: file(task.url),
      })),
    bootup: items("bootup-time").map((i) => ({
      script: file(i.url),
      total: Math.round(i.total),
      scripting: Math.round(i.scripting),
    })),
    mainThreadWork: Object.fromEntries(
      items("mainthread-work-breakdown").map((i) => [
        i.group,
        Math.round(i.duration),
      ]),
    ),
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
    ...mainThread(medianRun(reports, "total-blocking-time")),
    others: Object.fromEntries(OTHERS.map((c) => [c, worst(c)])),
    failingAudits: failingAudits(reports[0]),
    runtimeError: reports.find((r) => r.runtimeError)?.runtimeError?.message,
    ...bytes(reports[0]),
  };
}

const orUnknown = (v, format) => (v === null ? "?" : format(v));
const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : "?");

/** The floor's row: the empty page's own figures. */
export function floorRow(floor) {
  return row(
    SECTION,
    "Lighthouse empty page (floor)",
    `Perf ${orUnknown(floor.performance, String)} (runs ${floor.performanceRuns.join(", ")}) · TBT ${orUnknown(floor.tbt, ms)} · LCP ${orUnknown(floor.lcp, ms)} · CLS ${cls(floor.cls)} · fonts ${kib(floor.fontBytes)} · HTML ${orUnknown(floor.htmlBytes, kib)}`,
    "",
    null,
    floor,
  );
}

/** A page's figures, each next to the floor's. */
function againstFloor(page, floor) {
  const beside = (value, floorValue, format) =>
    `${orUnknown(value, format)}${floorValue == null ? "" : ` (floor ${format(floorValue)})`}`;
  return [
    `Perf ${beside(page.performance, floor?.performance, String)}`,
    `TBT ${beside(page.tbt, floor?.tbt, ms)}`,
    `LCP ${beside(page.lcp, floor?.lcp, ms)}`,
    `CLS ${beside(page.cls, floor?.cls, cls)}`,
    `fonts ${kib(page.fontBytes)} (${page.fontFiles})`,
    `HTML ${orUnknown(page.htmlBytes, kib)}`,
  ].join(" · ");
}

/** The budgets a page misses, by name; null when the floor is missing. */
function missedBudgets(routePath, page, floor) {
  if (floor?.tbt == null || page.performance === null || page.lcp === null)
    return null;
  const budget = budgetFor(routePath);
  const checks = {
    Perf:
      page.performance >= Math.min(budget.performance, floor.performance ?? 0),
    TBT: page.tbt !== null && page.tbt <= floor.tbt + TBT_MS_ABOVE_FLOOR,
    LCP: page.lcp <= budget.lcpMs,
    CLS: page.cls <= CLS_MAX,
    fonts: page.fontBytes < FONT_BYTES_BELOW,
  };
  return Object.keys(checks).filter((name) => !checks[name]);
}

/**
 * The empty page with one stylesheet: no budget, it shows what Next's
 * render-blocking stylesheet alone costs against the floor (docs/quality.md).
 */
export function referenceRow(reference, floor) {
  return row(
    SECTION,
    "Lighthouse empty page + one stylesheet",
    againstFloor(reference, floor),
    "",
    null,
    reference,
  );
}

/**
 * The rows of one page: its figures against the floor's and the budgets it
 * misses, the other categories, the largest paint's element and the longest
 * main-thread tasks of its median-TBT run.
 */
export function rowsFor(routePath, page, floor) {
  const missed = missedBudgets(routePath, page, floor);
  const failing =
    missed === null || missed.length === 0
      ? ""
      : ` · fails: ${missed.join(", ")}`;
  return [
    row(
      SECTION,
      `Lighthouse ${routePath}`,
      againstFloor(page, floor) + failing,
      budgetLabel(routePath),
      missed === null ? null : missed.length === 0,
      { ...page, missed },
    ),
    row(
      SECTION,
      `Lighthouse ${routePath} others`,
      `${OTHERS.map((c) => `${SHORT[c]} ${page.others[c]}`).join(" · ")} · Perf runs ${page.performanceRuns.join(", ")}`,
      OTHERS_BUDGET,
      OTHERS.every((c) => page.others[c] === 100),
      { others: page.others, failingAudits: page.failingAudits },
    ),
    row(
      SECTION,
      `Lighthouse ${routePath} LCP element`,
      (page.lcpElement ?? "?").replace(/\s+/g, " ").slice(0, 120),
    ),
    row(
      SECTION,
      `Lighthouse ${routePath} long tasks`,
      page.longTasks.length === 0
        ? "none"
        : page.longTasks
            .map((task) => `${ms(task.duration)} ${task.script}`)
            .join(" · "),
    ),
  ];
}
