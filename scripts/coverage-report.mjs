// The coverage report of `npm run coverage`: what counts as production code,
// and the one monocart-coverage-reports report that Jest's reporter
// (coverage-jest-reporter.mjs) and scripts/coverage.mjs both add to.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CoverageReport } from "monocart-coverage-reports";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const FOLDERS = ["app", "components", "lib", "scripts"];
// Scripts that run the tests or find their browser: tooling, not the site.
const TEST_TOOLS = new Set(
  [
    "chromium.mjs",
    "coverage.mjs",
    "coverage-jest-reporter.mjs",
    "coverage-report.mjs",
    "e2e.mjs",
    "ensure-chromium.mjs",
    "free-port.mjs",
  ].map((name) => `scripts/${name}`),
);

/**
 * A path relative to the project: production code, not a test, a declaration or
 * a module the bundler made up (Next names some after the route they serve).
 */
export function isProductionCode(file) {
  return (
    FOLDERS.includes(file.split("/")[0]) &&
    /\.(ts|tsx|js|cjs|mjs)$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !/\.d\.[cm]?ts$/.test(file) &&
    !TEST_TOOLS.has(file) &&
    fs.existsSync(path.join(root, file))
  );
}

// Most server chunks hold only Next's and the libraries' code: reading them costs
// minutes, so a chunk is read only when its source map names production code.
const chunkNamesProductionCode = new Map();
function worthReading({ url }) {
  if (!url.startsWith("file:")) return false;
  const file = fileURLToPath(url);
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || relative.includes("node_modules"))
    return false;
  if (isProductionCode(relative)) return true;
  if (!chunkNamesProductionCode.has(file)) {
    let sources = [];
    try {
      const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8"));
      sources = map.sections
        ? map.sections.flatMap((section) => section.map.sources ?? [])
        : (map.sources ?? []);
    } catch {
      // No source map: nothing to map back to the sources.
    }
    chunkNamesProductionCode.set(
      file,
      sources.some((source) =>
        isProductionCode(
          path.relative(root, path.resolve(path.dirname(file), source)),
        ),
      ),
    );
  }
  return chunkNamesProductionCode.get(file);
}

/** The report whose raw data lives in COVERAGE_DIR/report/.cache until it is generated. */
export function coverageReport() {
  const dir = process.env.COVERAGE_DIR;
  if (!dir) throw new Error("COVERAGE_DIR is not set");
  return new CoverageReport({
    name: "Coverage of the production code",
    outputDir: path.join(dir, "report"),
    baseDir: root,
    logging: "error",
    reports: [["v8"]],
    entryFilter: worthReading,
    sourceFilter: isProductionCode,
    // Files no test loaded count too, with no line covered. Their TypeScript is
    // compiled so that their branches are found and counted.
    all: {
      dir: FOLDERS.map((folder) => path.join(root, folder)),
      filter: (file) => isProductionCode(path.relative(root, file)),
      transformer: compileTypeScript,
    },
  });
}

function compileTypeScript(entry) {
  const file = fileURLToPath(entry.url);
  if (!/\.tsx?$/.test(file)) return;
  const { outputText, sourceMapText } = ts.transpileModule(entry.source, {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: true,
      inlineSources: true,
    },
  });
  entry.source = outputText.replace(/\/\/# sourceMappingURL=.*$/m, "");
  entry.sourceMap = { ...JSON.parse(sourceMapText), sources: [entry.url] };
}

/** Lines and branches covered, in total and per folder, from the generated report's files. */
export function summarize(files) {
  const rows = new Map(
    [...FOLDERS, "total"].map((name) => [
      name,
      { files: 0, lines: [0, 0], branches: [0, 0] },
    ]),
  );
  for (const file of files) {
    if (!isProductionCode(file.sourcePath)) continue;
    const { lines, branches } = file.summary;
    for (const name of [file.sourcePath.split("/")[0], "total"]) {
      const row = rows.get(name);
      row.files += 1;
      row.lines[0] += lines.covered;
      row.lines[1] += lines.total;
      row.branches[0] += branches.covered;
      row.branches[1] += branches.total;
    }
  }
  return rows;
}

export function formatSummary(rows) {
  const cell = ([covered, total]) =>
    `${total ? ((100 * covered) / total).toFixed(2) : "–"} % (${covered}/${total})`;
  const table = [["folder", "files", "lines", "branches"]];
  for (const [name, row] of rows)
    table.push([name, String(row.files), cell(row.lines), cell(row.branches)]);
  const widths = table[0].map((_, i) =>
    Math.max(...table.map((line) => line[i].length)),
  );
  return table
    .map((line) => line.map((text, i) => text.padEnd(widths[i])).join("  "))
    .join("\n");
}
