// `npm start`: build when there is no current build, then serve the site.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = process.env.PORT || "3000";
// No network here or on many servers: never try to send Next.js telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

if (!buildIsCurrent(root, distDir)) {
  console.log("No current build: building the site first (about a minute)...");
  const build = spawnSync(process.execPath, [next, "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`\nHalabi Soap House is starting at http://localhost:${port}\n`);
const server = spawn(
  process.execPath,
  [next, "start", "-p", port, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
