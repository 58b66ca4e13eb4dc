// `npm run bench`: builds the site (and the empty baseline app in
// bench/baseline), starts both on 127.0.0.1, measures them and prints the
// figures against their budgets; the same goes to bench/results.json.
// A tool, not a test: it reports, it does not assert (see README, "Quality").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as apps from "./lib/apps.mjs";
import { measureClientJs } from "./lib/client-js.mjs";
import { measureFreshness } from "./lib/freshness.mjs";
import { measureLighthouse } from "./lib/lighthouse.mjs";
import { measureLoad } from "./lib/load.mjs";
import {
  needsBaseline,
  parseOptions,
  UsageError,
  USAGE,
} from "./lib/options.mjs";
import { killAllNow, stopAll } from "./lib/processes.mjs";
import { row, summary, table, writeJson } from "./lib/report.mjs";
import { measureThroughput } from "./lib/throughput.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = path.join(root, "bench", "results.json");

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-bench-"));
const dataDir = path.join(workDir, "data");
fs.mkdirSync(dataDir);

async function finish(code, { keepLogs = false } = {}) {
  await stopAll();
  apps.restoreAfterInterruptedBuild();
  if (keepLogs) console.error(`Logs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

// Servers never outlive the bench: not on Ctrl-C, not on an error, not on a hang.
process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers...`);
    void finish(130);
  });
const limitMinutes = options.quick ? 15 : 60;
const watchdog = setTimeout(() => {
  console.error(`The bench ran longer than ${limitMinutes} minutes; stopping.`);
  void finish(1, { keepLogs: true });
}, limitMinutes * 60_000);

async function step(label, work) {
  const started = Date.now();
  process.stdout.write(`${label}... `);
  const result = await work();
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

const SECTIONS = [
  ["js", "Client JavaScript", measureClientJs],
  ["lighthouse", "Lighthouse (mobile)", measureLighthouse],
  ["throughput", "Throughput", measureThroughput],
  ["freshness", "Freshness", measureFreshness],
  ["load", "Load", measureLoad],
];

async function main() {
  const loadAtStart = os.loadavg();
  const plan = await apps.plan(root, dataDir, workDir);
  const withBaseline = needsBaseline(options.sections);
  await step(`Building the site into ${apps.SITE_DIST_DIR}`, () =>
    apps.buildSite(plan),
  );
  if (withBaseline)
    await step("Building the empty baseline app (bench/baseline)", () =>
      apps.buildBaseline(plan),
    );
  await step(`Starting the site on ${plan.site}`, () => apps.startSite(plan));
  if (withBaseline)
    await step(`Starting the baseline on ${plan.baseline}`, () =>
      apps.startBaseline(plan),
    );

  const context = { ...plan, root, workDir };
  const rows = [];
  for (const [key, title, measure] of SECTIONS) {
    if (!options.sections.has(key)) continue;
    console.log(`\n${title}`);
    try {
      rows.push(...(await measure(context, options)));
    } catch (error) {
      // One broken section must not cost the others their figures.
      console.error(error);
      rows.push(
        row(key, title, `failed (${error.message.split("\n")[0]})`, "", false),
      );
    }
  }

  const nextVersion = JSON.parse(
    fs.readFileSync(
      path.join(root, "node_modules", "next", "package.json"),
      "utf8",
    ),
  ).version;
  console.log(`\n${table(rows)}\n\n${summary(rows)}`);
  if (options.quick)
    console.log("Quick smoke run: the figures are indicative only.");
  writeJson(resultsFile, {
    generatedAt: new Date().toISOString(),
    quick: options.quick,
    sections: [...options.sections],
    machine: {
      node: process.version,
      next: nextVersion,
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg(),
    },
    rows,
  });
  console.log(`Written to ${path.relative(root, resultsFile)}`);
}

try {
  await main();
  clearTimeout(watchdog);
  await finish(0);
} catch (error) {
  clearTimeout(watchdog);
  console.error(`\nThe bench stopped: ${error.message}`);
  await finish(1, { keepLogs: true });
}
