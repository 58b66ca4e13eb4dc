import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Transpiles a TypeScript entry and every project module it imports into
 * plain CommonJS under `outDir`, so a test can run our real code in a child
 * process (Jest's transform only exists inside Jest, and the project has no
 * tsx/ts-node). Returns the command line for `node`: a bootstrap that maps
 * "@/..." to `outDir` and stubs "server-only", then the entry.
 */
export function buildForNode(entry: string, outDir: string): string[] {
  const pending = [path.resolve(entry)];
  const done = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (done.has(file)) continue;
    done.add(file);
    const source = fs.readFileSync(file, "utf8");
    const { outputText } = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    const out = path.join(outDir, path.relative(ROOT, file));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out.replace(/\.tsx?$/, ".js"), outputText);
    for (const { fileName } of ts.preProcessFile(source).importedFiles) {
      const local = projectFile(fileName, path.dirname(file));
      if (local) pending.push(local);
    }
  }
  fs.writeFileSync(
    path.join(outDir, "server-only.js"),
    "module.exports = {};\n",
  );
  const bootstrap = path.join(outDir, "bootstrap.cjs");
  fs.writeFileSync(bootstrap, BOOTSTRAP);
  const main = path.join(outDir, path.relative(ROOT, entry));
  return [bootstrap, main.replace(/\.tsx?$/, ".js")];
}

/** The project file an import names, or null for a package. */
function projectFile(spec: string, fromDir: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(fromDir, spec);
  else return null;
  // A named .cjs module (plain JavaScript shared with the scripts) is copied as it is.
  const candidates = ["", ".ts", ".tsx", "/index.ts"].map((ext) => base + ext);
  const found = candidates.find(
    (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
  );
  if (!found) throw new Error(`Cannot find ${spec} from ${fromDir}`);
  return found;
}

// Packages resolve from the project's node_modules, whatever outDir is.
const BOOTSTRAP = `"use strict";
const Module = require("node:module");
const path = require("node:path");
const resolve = Module._resolveFilename;
const packages = { paths: [${JSON.stringify(ROOT)}] };
Module._resolveFilename = function (request, parent, isMain, options) {
  if (request === "server-only") return path.join(__dirname, "server-only.js");
  if (request.startsWith("@/")) request = path.join(__dirname, request.slice(2));
  try {
    return resolve.call(this, request, parent, isMain, options);
  } catch (error) {
    if (request.startsWith(".") || path.isAbsolute(request)) throw error;
    return require.resolve(request, packages);
  }
};
// Drop the entry from argv so the child sees its own arguments from argv[2].
require(path.resolve(process.argv.splice(2, 1)[0]));
`;
