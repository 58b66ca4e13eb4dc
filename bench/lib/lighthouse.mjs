// Section 3: Lighthouse (mobile, the default form factor) in Debian's Chromium.
// The bench starts Chromium itself, in its own tracked process group, so no
// browser outlives the run even when Lighthouse is stopped half-way.
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "../../scripts/chromium.mjs";
import { probe, publicRoutes, unavailableReason } from "./http.mjs";
import { freePort, runToEnd, startServer, stop } from "./processes.mjs";
import { notAvailable, row } from "./report.mjs";
import {
  budgetLabel,
  CATEGORIES,
  floorRow,
  referenceRow,
  rowsFor,
  summarize,
} from "./lighthouse-report.mjs";

const SECTION = "lighthouse";
const RUNS = 5;

/**
 * Every page the sitemap lists, but one product page for all: they share one
 * template, and each page costs five audits.
 */
async function lighthouseRoutes(site) {
  const routes = await publicRoutes(site);
  const product = routes.find((r) => r.startsWith("/products/"));
  return [
    ...routes.filter((r) => !r.startsWith("/products/")),
    ...(product ? [product] : []),
  ];
}
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-quic",
  "--disable-dev-shm-usage",
  "--mute-audio",
];

function tools(root) {
  const cli = path.join(root, "node_modules", "lighthouse", "cli", "index.js");
  const chrome =
    process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)
      ? process.env.CHROME_PATH
      : findChromium();
  return { cli: fs.existsSync(cli) ? cli : undefined, chrome };
}

async function audit(url, { root, cli, chrome, workDir, name }) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(workDir, "chromium-"));
  const browser = await startServer(
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    {
      command: chrome,
      cwd: root,
      env: process.env,
      logFile: path.join(workDir, `chromium-${name}.log`),
      readyUrl: `http://127.0.0.1:${port}/json/version`,
      timeoutMs: 30_000,
    },
  );
  const output = path.join(workDir, `lighthouse-${name}.json`);
  try {
    await runToEnd(
      [
        cli,
        url,
        `--port=${port}`,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
        "--max-wait-for-load=30000",
      ],
      {
        cwd: root,
        env: process.env,
        logFile: path.join(workDir, `lighthouse-${name}.log`),
        timeoutMs: 150_000,
      },
    );
    return JSON.parse(fs.readFileSync(output, "utf8"));
  } finally {
    await stop([browser]);
  }
}

/**
 * One audit. Lighthouse now and then fails to record a trace (NO_NAVSTART,
 * NO_FCP) even on a quiet machine, so a failed run is tried up to twice more;
 * the third failure is thrown.
 */
async function auditOnce(url, name, tools, tries = 3) {
  try {
    return await audit(url, { ...tools, name });
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`    ${name} failed, trying it again`);
    return auditOnce(url, `${name}-again`, tools, tries - 1);
  }
}

function failedRow(figure, error, budget = "") {
  // The log goes with the temporary folder: keep its last line in the row.
  const lines = String(error.message).trim().split("\n");
  const reason = lines.at(-1).replace(/^Runtime error encountered: /, "");
  return row(
    SECTION,
    figure,
    `failed (${reason.slice(0, 100)})`,
    budget,
    false,
    {
      error: String(error.message),
    },
  );
}

/**
 * Five rounds, each auditing the floor, the reference and every page once, so
 * the floor's runs are spread over the same minutes as the pages' (the
 * machine's load changes as the run goes on); each figure is then the median
 * of a target's five runs.
 */
export async function measureLighthouse({ site, baseline, root, workDir }) {
  const { cli, chrome } = tools(root);
  if (!cli || !chrome) {
    const reason = !cli ? "lighthouse unavailable" : "no Chromium found";
    console.log(`  ${reason}`);
    return [notAvailable(SECTION, "Lighthouse", reason)];
  }
  const context = { root, cli, chrome, workDir };
  const rows = [];
  const targets = [
    { label: "floor", url: `${baseline}/` },
    { label: "styled", url: `${baseline}/styled` },
  ];
  for (const routePath of await lighthouseRoutes(site)) {
    const url = `${site}${routePath}`;
    const reason = unavailableReason(await probe(url));
    if (reason)
      rows.push(
        notAvailable(
          SECTION,
          `Lighthouse ${routePath}`,
          reason,
          budgetLabel(routePath),
        ),
      );
    else targets.push({ label: routePath, routePath, url });
  }
  for (const target of targets) target.reports = [];
  for (let run = 1; run <= RUNS; run++) {
    console.log(`  round ${run} of ${RUNS}...`);
    for (const target of targets) {
      if (target.error) continue;
      const name = `${target.label.replace(/[^a-z0-9]+/gi, "-")}-${run}`;
      try {
        target.reports.push(await auditOnce(target.url, name, context));
      } catch (error) {
        target.error = error;
      }
    }
  }
  const [floorTarget, styledTarget, ...pages] = targets;
  const floor = floorTarget.error ? undefined : summarize(floorTarget.reports);
  rows.unshift(
    floor
      ? floorRow(floor)
      : failedRow("Lighthouse empty page (floor)", floorTarget.error),
    styledTarget.error
      ? failedRow("Lighthouse empty page + one stylesheet", styledTarget.error)
      : referenceRow(summarize(styledTarget.reports), floor),
  );
  for (const target of pages) {
    const budget = budgetLabel(target.routePath);
    if (target.error) {
      rows.push(
        failedRow(`Lighthouse ${target.routePath}`, target.error, budget),
      );
      continue;
    }
    const page = summarize(target.reports);
    for (const [category, ids] of Object.entries(page.failingAudits))
      if (category !== "performance")
        console.log(
          `    ${target.routePath} ${category} misses: ${ids.join(", ")}`,
        );
    rows.push(...rowsFor(target.routePath, page, floor));
  }
  return rows;
}
