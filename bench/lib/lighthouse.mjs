// Section 3: Lighthouse (mobile, the default form factor) in Debian's Chromium.
// The bench starts Chromium itself, in its own tracked process group, so no
// browser outlives the run even when Lighthouse is stopped half-way.
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "../../scripts/chromium.mjs";
import { probe, unavailableReason } from "./http.mjs";
import { freePort, runToEnd, startServer, stop } from "./processes.mjs";
import { ms, notAvailable, row } from "./report.mjs";

const SECTION = "lighthouse";
export const LIGHTHOUSE_ROUTES = ["/home", "/products", "/gallery", "/contact"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const MINIMUM = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const BUDGET = "Perf ≥ 98 · others 100 · CLS 0";
const SHORT = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};
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

function rowsFor(routePath, report) {
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
      CATEGORIES.map((c) => `${SHORT[c]} ${scores[c] ?? "?"}`).join(" · "),
      "Perf ≥ 98 · others 100",
      scoresOk,
      { scores, runtimeError: report.runtimeError?.message },
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

export async function measureLighthouse({
  site,
  root,
  workDir,
  routes = LIGHTHOUSE_ROUTES,
}) {
  const { cli, chrome } = tools(root);
  if (!cli || !chrome) {
    const reason = !cli ? "lighthouse unavailable" : "no Chromium found";
    console.log(`  ${reason}`);
    return [notAvailable(SECTION, "Lighthouse", reason)];
  }
  const rows = [];
  for (const routePath of routes) {
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
      const name = routePath.slice(1) || "root";
      rows.push(
        ...rowsFor(
          routePath,
          await audit(url, { root, cli, chrome, workDir, name }),
        ),
      );
    } catch (error) {
      // The log goes with the temporary folder: keep its last line in the row.
      const lines = String(error.message).trim().split("\n");
      const reason = lines.at(-1).replace(/^Runtime error encountered: /, "");
      rows.push(
        row(
          SECTION,
          `Lighthouse ${routePath}`,
          `failed (${reason.slice(0, 100)})`,
          BUDGET,
          false,
          {
            error: String(error.message),
          },
        ),
      );
    }
  }
  return rows;
}
