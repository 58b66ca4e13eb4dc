// `node bench/import-closure.mjs [entry ...]`: how much of the project's own code
// one request pulls in, so rounds can compare. For each entry it follows every
// import (type-only imports too: a reader has to learn them) that resolves to a
// file of the project, never into node_modules, and prints the number of modules
// and their lines. Messages, styles and other data files are not counted.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ENTRIES = {
  "PUT /api/products": ["app/api/products/route.ts"],
  "/addProducts": ["app/(admin)/addProducts/page.tsx"],
  "sign-in (POST /api/auth/callback/credentials)": [
    "app/api/auth/[...nextauth]/route.ts",
  ],
  "POST /api/contact": ["app/api/contact/route.ts"],
  "/home": ["app/(site)/home/page.tsx"],
};

const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
).options;

function importsOf(file) {
  const text = fs.readFileSync(file, "utf8");
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => {
      const { resolvedModule } = ts.resolveModuleName(
        fileName,
        file,
        config,
        ts.sys,
      );
      const found = resolvedModule?.resolvedFileName;
      return found && !found.includes("/node_modules/") ? found : undefined;
    })
    .filter(Boolean);
}

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function closure(files) {
  const seen = new Set();
  const queue = files.map((f) => path.join(root, f));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !CODE.test(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen];
}

const lines = (file) => fs.readFileSync(file, "utf8").split("\n").length - 1;

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(ENTRIES);
for (const name of names) {
  const files = ENTRIES[name] ?? [name];
  const modules = closure(files);
  const total = modules.reduce((sum, f) => sum + lines(f), 0);
  console.log(`${name}: ${modules.length} modules, ${total} lines`);
}
