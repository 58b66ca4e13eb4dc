// `npm run test:e2e`: a Chromium, a fresh production build with a fresh data
// directory, then Playwright (which starts scripts/server.mjs on free ports).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");

function step(command, args, env) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step(process.execPath, [path.join(root, "scripts", "ensure-chromium.mjs")]);

// One main server per Playwright worker, each with its own data: tests that
// change the catalogue or count messages never meet another worker's.
const workers = Number(process.env.E2E_WORKERS || 2);
const dataDirs = Array.from({ length: workers }, () =>
  fs.mkdtempSync(path.join(os.tmpdir(), "halabi-e2e-")),
);
const ports = [];
while (ports.length < workers) {
  const candidate = String(await freePort());
  if (!ports.includes(candidate)) ports.push(candidate);
}
const port = ports[0];
// A second server of the same build with 5-second sign-ins (session expiry test).
const shortDataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "halabi-e2e-short-"),
);
let shortPort = process.env.E2E_SHORT_PORT;
while (!shortPort || ports.includes(shortPort))
  shortPort = String(await freePort());
// A third, exposed directly (no trusted proxy) with no admin configured.
const directDataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "halabi-e2e-direct-"),
);
let directPort = process.env.E2E_DIRECT_PORT;
while (!directPort || ports.includes(directPort) || directPort === shortPort)
  directPort = String(await freePort());
// A fourth, delivering by SMTP to a port where the tests start a mail server
// when they want deliveries to go through (nothing listens there at first).
const mailDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-e2e-mail-"));
const taken = new Set([...ports, shortPort, directPort]);
const freshPort = async () => {
  let candidate = String(await freePort());
  while (taken.has(candidate)) candidate = String(await freePort());
  taken.add(candidate);
  return candidate;
};
const mailPort = process.env.E2E_MAIL_PORT || (await freshPort());
const smtpPort = process.env.E2E_SMTP_PORT || (await freshPort());
const env = {
  NODE_ENV: "production",
  // E2E_DIST_DIR lets two checkouts' suites run side by side without sharing a build.
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_SKIP_TYPECHECK: "true",
  DATA_DIR: dataDirs[0],
  E2E_WORKERS: String(workers),
  E2E_DATA_DIRS: dataDirs.join(","),
  E2E_PORTS: ports.join(","),
  E2E_SHORT_PORT: shortPort,
  E2E_SHORT_DATA_DIR: shortDataDir,
  E2E_DIRECT_PORT: directPort,
  E2E_MAIL_PORT: mailPort,
  E2E_MAIL_DATA_DIR: mailDataDir,
  E2E_SMTP_PORT: smtpPort,
  E2E_DIRECT_DATA_DIR: directDataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
};

if (process.env.E2E_SKIP_BUILD !== "true") {
  console.log(
    `Building for the end-to-end tests into ${env.NEXT_DIST_DIR} (data in ${dataDirs[0]})...`,
  );
  step(process.execPath, [next, "build"], env);
}
const result = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules", "@playwright", "test", "cli.js"),
    "test",
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
);
for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(shortDataDir, { recursive: true, force: true });
fs.rmSync(directDataDir, { recursive: true, force: true });
fs.rmSync(mailDataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
