// Is there a production build newer than every source file?
import fs from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "tailwind.config.mts",
  "postcss.config.mjs",
  "package.json",
  "package-lock.json",
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when `distDir` holds a build at least as new as the sources. */
export function buildIsCurrent(root, distDir) {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return sources.every((s) => newestMtime(path.join(root, s)) <= built);
}
