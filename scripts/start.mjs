// `npm start`: build when there is no current build, then serve the site.
import "./check-node.mjs";
import "./load-env.mjs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
// No network here or on many servers: never try to send Next.js telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

// The end-to-end servers hash passwords cheaply; a real start never does.
if (process.env.TEST_FAST_PASSWORD_HASHING === "true") {
  console.error(
    "Invalid configuration:\n  TEST_FAST_PASSWORD_HASHING is for the test servers only: remove it",
  );
  process.exit(1);
}

if (!buildIsCurrent(root, distDir)) {
  console.log("No current build: building the site first (about a minute)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import("./server.mjs");
