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
  BUDGET,
  CATEGORIES,
  floorRow,
  referenceRow,
  rowsFor,
  summarize,
} from "./lighthouse-report.mjs";

const SECTION = "lighthouse";
const RUNS = 3;

/**
 * Every page the sitemap lists, but one product page for all: they share one
 * template, and each page costs three audits.
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
 * Three audits of one address, summarized. Lighthouse now and then fails to
 * record a trace on a busy machine, so a failed run is tried once more; a
 * second failure becomes the row's reason.
 */
async function auditRuns(url, label, tools) {
  const reports = [];
  for (let run = 1; run <= RUNS; run++) {
    const name = `${label.replace(/[^a-z0-9]+/gi, "-")}-${run}`;
    try {
      reports.push(await audit(url, { ...tools, name }));
    } catch {
      console.log(`    run ${run} failed, trying it again`);
      reports.push(await audit(url, { ...tools, name: `${name}-again` }));
    }
  }
  return summarize(reports);
}

function failedRow(figure, error) {
  // The log goes with the temporary folder: keep its last line in the row.
  const lines = String(error.message).trim().split("\n");
  const reason = lines.at(-1).replace(/^Runtime error encountered: /, "");
  return row(
    SECTION,
    figure,
    `failed (${reason.slice(0, 100)})`,
    BUDGET,
    false,
    {
      error: String(error.message),
    },
  );
}

export async function measureLighthouse({ site, baseline, root, workDir }) {
  const { cli, chrome } = tools(root);
  if (!cli || !chrome) {
    const reason = !cli ? "lighthouse unavailable" : "no Chromium found";
    console.log(`  ${reason}`);
    return [notAvailable(SECTION, "Lighthouse", reason)];
  }
  const context = { root, cli, chrome, workDir };
  const rows = [];
  console.log("  empty page (floor)...");
  let floor;
  try {
    floor = await auditRuns(`${baseline}/`, "floor", context);
    rows.push(floorRow(floor));
  } catch (error) {
    rows.push(failedRow("Lighthouse empty page (floor)", error));
  }
  console.log("  empty page + one stylesheet...");
  try {
    const styled = await auditRuns(`${baseline}/styled`, "styled", context);
    rows.push(referenceRow(styled, floor));
  } catch (error) {
    rows.push(failedRow("Lighthouse empty page + one stylesheet", error));
  }
  for (const routePath of await lighthouseRoutes(site)) {
    const url = `${site}${routePath}`;
    const reason = unavailableReason(await probe(url));
    if (reason) {
      rows.push(
        notAvailable(SECTION, `Lighthouse ${routePath}`, reason, BUDGET),
      );
      continue;
    }
    console.log(`  ${routePath}...`);
    try {
      const page = await auditRuns(url, routePath, context);
      for (const [category, ids] of Object.entries(page.failingAudits))
        if (category !== "performance")
          console.log(`    ${category} misses: ${ids.join(", ")}`);
      rows.push(...rowsFor(routePath, page, floor));
    } catch (error) {
      rows.push(failedRow(`Lighthouse ${routePath}`, error));
    }
  }
  return rows;
}
