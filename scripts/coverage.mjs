// `npm run coverage`: the whole suite as `npm test` runs it (scripts/e2e.mjs
// --unit), with coverage on, then the line and branch coverage of the
// production code (scripts/coverage-report.mjs): Jest's V8 coverage merged with
// that of every site process the browser tests started (the Playwright servers,
// the servers and scripts specs start themselves), mapped back to the sources
// through the build's source maps. Arguments go on to Playwright. Exits with
// the suite's status, after printing the figures either way.
import "./check-node.mjs";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "coverage");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
process.env.COVERAGE_DIR = dir;
// Imported once COVERAGE_DIR is set: the report lives there.
const { coverageReport, formatSummary, summarize } =
  await import("./coverage-report.mjs");

const started = Date.now();
const suite = spawnSync(
  process.execPath,
  [path.join(root, "scripts", "e2e.mjs"), "--unit", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
const suiteSeconds = (Date.now() - started) / 1000;

console.log("\nMerging the coverage...");
const report = coverageReport();
await report.addFromDir(path.join(dir, "servers"));
const results = await report.generate();
if (results) {
  console.log(`\n${formatSummary(summarize(results.files))}`);
  console.log(
    `\nThe suite took ${minutes(suiteSeconds)}, the report ${minutes((Date.now() - started) / 1000 - suiteSeconds)}; ` +
      `lines and branches of each file: ${path.relative(root, results.reportPath)}`,
  );
} else console.error("No coverage was written.");
process.exit(suite.status ?? 1);

function minutes(seconds) {
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
