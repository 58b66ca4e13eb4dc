// `npm run test:e2e`: a Chromium, a fresh production build with a fresh data
// directory, then Playwright (which starts scripts/server.mjs on free ports).
// `npm test` adds --unit: Jest runs while Next builds (Jest keeps one core busy,
// the build the other), and Playwright starts only when both have passed.
// COVERAGE_DIR (set by `npm run coverage`, scripts/coverage.mjs) turns coverage on:
// Jest's, a build whose server code maps back to the sources, and the servers'.
import "./check-node.mjs";
import { spawn, spawnSync } from "node:child_process";
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

const withUnit = process.argv.includes("--unit");
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== "--unit");

// One main server per Playwright worker, each with its own data: tests that
// change the catalogue or count messages never meet another worker's.
const workers = Number(process.env.E2E_WORKERS || 2);
const tempDir = (name) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `halabi-e2e-${name}-`));
const taken = new Set();
const freshPort = async (wanted) => {
  let candidate = wanted || String(await freePort());
  while (taken.has(candidate)) candidate = String(await freePort());
  taken.add(candidate);
  return candidate;
};
const dataDirs = Array.from({ length: workers }, () => tempDir("data"));
const ports = [];
while (ports.length < workers) ports.push(await freshPort());
const port = ports[0];
// One exposed directly (no trusted proxy) with no admin configured.
const directDataDir = tempDir("direct");
const directPort = await freshPort(process.env.E2E_DIRECT_PORT);
// One delivering by SMTP to a port where the tests start a mail server when
// they want deliveries to go through (nothing listens there at first). It
// runs in a folder of its own, whose .env.local holds its settings, as an
// operator's would (e2e/settings.spec.ts).
const mailProjectDir = tempDir("mail");
const mailPort = await freshPort(process.env.E2E_MAIL_PORT);
const smtpPort = await freshPort(process.env.E2E_SMTP_PORT);
// Card payments on the mail server, through a stand-in of Stripe's API that the tests start on
// this port when they need it (test/stand-ins/stripe.ts).
const stripePort = await freshPort(process.env.E2E_STRIPE_PORT);
const stripeWebhookSecret = "whsec_e2e_card_payments";
fs.writeFileSync(
  path.join(mailProjectDir, ".env.local"),
  [
    "TRUSTED_PROXY_HOPS=1",
    `DATA_DIR=${path.join(mailProjectDir, "data")}`,
    "MAIL_TRANSPORT=smtp",
    `SMTP_URL=smtp://127.0.0.1:${smtpPort}`,
    "MAIL_FROM=website@halabi-e2e.example.com",
    "MAIL_TO=family@halabi-e2e.example.com",
    "STRIPE_SECRET_KEY=sk_test_standin",
    `STRIPE_WEBHOOK_SECRET=${stripeWebhookSecret}`,
    `STRIPE_API_BASE=http://127.0.0.1:${stripePort}`,
    "",
  ].join("\n"),
);
// The roles' saved sign-ins (e2e/auth.setup.ts).
const authDir = tempDir("auth");
const coverage = Boolean(process.env.COVERAGE_DIR);
const env = {
  NODE_ENV: "production",
  // E2E_DIST_DIR lets two checkouts' suites run side by side without sharing a build.
  NEXT_DIST_DIR:
    process.env.E2E_DIST_DIR || (coverage ? ".next-coverage" : ".next-e2e"),
  ...(coverage && { COVERAGE_BUILD: "true" }),
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_SKIP_TYPECHECK: "true",
  E2E_WORKERS: String(workers),
  E2E_DATA_DIRS: dataDirs.join(","),
  E2E_PORTS: ports.join(","),
  E2E_DIRECT_PORT: directPort,
  E2E_DIRECT_DATA_DIR: directDataDir,
  E2E_MAIL_PORT: mailPort,
  E2E_MAIL_PROJECT_DIR: mailProjectDir,
  E2E_SMTP_PORT: smtpPort,
  E2E_STRIPE_PORT: stripePort,
  E2E_STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  E2E_AUTH_DIR: authDir,
  SITE_URL: `http://127.0.0.1:${port}`,
};

// Jest's own V8 coverage goes to the report through a reporter of ours.
const jestCoverage = [
  "--coverage",
  "--coverageProvider=v8",
  "--coverageReporters=none",
  "--reporters=default",
  `--reporters=${path.join(root, "scripts", "coverage-jest-reporter.mjs")}`,
];
const jest = withUnit
  ? spawn(
      process.execPath,
      [
        path.join(root, "node_modules", "jest", "bin", "jest.js"),
        ...(coverage ? jestCoverage : []),
      ],
      { cwd: root, stdio: "inherit" },
    )
  : undefined;
const unit = new Promise((resolve) =>
  jest ? jest.on("exit", (code) => resolve(code ?? 1)) : resolve(0),
);
if (process.env.E2E_SKIP_BUILD !== "true") {
  // Beside Jest's report the build's own output goes to a file, shown if it fails.
  const log = path.join(os.tmpdir(), `halabi-e2e-build-${process.pid}.log`);
  console.log(
    `Building for the end-to-end tests into ${env.NEXT_DIST_DIR} (data in ${dataDirs[0]}, log in ${log})...`,
  );
  const out = fs.openSync(log, "w");
  const build = spawnSync(process.execPath, [next, "build"], {
    cwd: root,
    stdio: ["ignore", out, out],
    // Never the project's own ./.data. Only the build's: the servers each get theirs (the
    // mail server from its .env.local, which a DATA_DIR in the environment would override).
    env: { ...process.env, ...env, DATA_DIR: dataDirs[0] },
  });
  fs.closeSync(out);
  if (build.status !== 0) {
    jest?.kill();
    console.error(fs.readFileSync(log, "utf8"));
    process.exit(build.status ?? 1);
  }
  console.log("The end-to-end build is ready.");
}
const unitStatus = await unit;
// A coverage run measures the whole suite: a Jest failure is reported at the end.
if (unitStatus !== 0 && !coverage) {
  removeDataDirs();
  process.exit(unitStatus);
}
const result = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules", "@playwright", "test", "cli.js"),
    "test",
    ...playwrightArgs,
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
);
removeDataDirs();
process.exit(unitStatus || (result.status ?? 1));

function removeDataDirs() {
  for (const dir of [...dataDirs, directDataDir, mailProjectDir, authDir])
    fs.rmSync(dir, { recursive: true, force: true });
}
