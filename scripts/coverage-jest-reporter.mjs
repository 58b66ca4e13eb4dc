// Jest reporter of `npm run coverage` (scripts/coverage.mjs): hands each test
// file's V8 coverage, with the code Jest ran and its source map, to the report
// that merges it with the servers' coverage.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { coverageReport } from "./coverage-report.mjs";

export default class CoverageJestReporter {
  #report = coverageReport();
  // One at a time: each adds the sources it has not seen yet to the report's cache.
  #queue = Promise.resolve();

  onTestResult(_test, testResult) {
    if (!testResult.v8Coverage?.length) return;
    const scripts = testResult.v8Coverage.map(
      ({ result, codeTransformResult }) => ({
        ...result,
        url: pathToFileURL(result.url).href,
        source:
          codeTransformResult?.code ?? fs.readFileSync(result.url, "utf8"),
        sourceMap: sourceMapOf(codeTransformResult),
      }),
    );
    this.#queue = this.#queue.then(() => this.#report.add(scripts));
  }

  onRunComplete() {
    return this.#queue;
  }
}

function sourceMapOf(transformed) {
  const file = transformed?.sourceMapPath;
  return file && fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, "utf8"))
    : undefined;
}
