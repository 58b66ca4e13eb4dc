import { spawnSync } from "node:child_process";
import path from "node:path";

/** Runs scripts/check-node.mjs as if the running Node were `version`. */
const runOn = (version: string) =>
  spawnSync(
    process.execPath,
    [
      "--import",
      `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`,
      path.join(__dirname, "check-node.mjs"),
    ],
    { encoding: "utf8" },
  );

describe("the Node.js version check (npm install, start and test)", () => {
  it("refuses a Node older than package.json's engines in one line that says what to do", () => {
    for (const version of ["20.20.2", "22.11.0", "18.0.0"]) {
      const run = runOn(version);
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([
        `This site needs Node.js 22.12 or newer (24 LTS recommended); this is ${version}. Install Node 24 from nodejs.org or your package manager (nvm install 24), then run the command again.`,
      ]);
    }
  });

  it("lets a current Node through without a word", () => {
    for (const version of ["22.12.0", "22.23.3", "24.21.0", "25.0.0"]) {
      const run = runOn(version);
      expect(run.status).toBe(0);
      expect(run.stderr).toBe("");
    }
  });
});
