// Builds and starts the two apps the bench compares: the site and the empty
// baseline page (bench/baseline), both with the project's own `next`.
import crypto from "node:crypto";
import path from "node:path";
import { guardGeneratedFiles } from "./generated-files.mjs";
import { freePort, runToEnd, startServer } from "./processes.mjs";

export const SITE_DIST_DIR = ".next-bench";
const BUILD_TIMEOUT_MS = 8 * 60_000;

/** Ports, credentials and environment of one bench run. */
export async function plan(root, dataDir, logDir) {
  const sitePort = await freePort();
  const baselinePort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  const admin = {
    email: "bench-admin@example.com",
    password: crypto.randomBytes(18).toString("base64url"),
  };
  const siteEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_SKIP_TYPECHECK: "true",
    NEXT_DIST_DIR: SITE_DIST_DIR,
    DATA_DIR: dataDir,
    SITE_URL: site,
    NEXTAUTH_URL: site,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Lifts the contact form's rate limit so POST /api/contact can be measured.
    RATE_LIMIT_DISABLED: "true",
  };
  const baselineEnv = { ...process.env, NODE_ENV: "production" };
  delete baselineEnv.NEXT_DIST_DIR;
  baselineEnv.NEXT_TELEMETRY_DISABLED = "1";
  return {
    root,
    logDir,
    next: path.join(root, "node_modules", "next", "dist", "bin", "next"),
    baselineDir: path.join(root, "bench", "baseline"),
    site,
    sitePort,
    baseline: `http://127.0.0.1:${baselinePort}`,
    baselinePort,
    admin,
    siteEnv,
    baselineEnv,
  };
}

// Set while the site builds, so an interrupted run can still put the files back.
let pendingRestore;

/** Puts back what an interrupted build changed in tsconfig.json and next-env.d.ts. */
export function restoreAfterInterruptedBuild() {
  pendingRestore?.();
  pendingRestore = undefined;
}

export async function buildSite(p) {
  pendingRestore = guardGeneratedFiles(p.root, SITE_DIST_DIR);
  try {
    await runToEnd([p.next, "build"], {
      cwd: p.root,
      env: p.siteEnv,
      logFile: path.join(p.logDir, "build-site.log"),
      timeoutMs: BUILD_TIMEOUT_MS,
    });
  } finally {
    restoreAfterInterruptedBuild();
  }
}

// The baseline's own tsconfig.json is complete, so Next leaves it (and the
// project's files) unchanged; its build goes to bench/baseline/.next.
export function buildBaseline(p) {
  return runToEnd([p.next, "build", p.baselineDir], {
    cwd: p.root,
    env: p.baselineEnv,
    logFile: path.join(p.logDir, "build-baseline.log"),
    timeoutMs: BUILD_TIMEOUT_MS,
  });
}

// The site's own production server (`npm start` serves through it): it sets each
// page's Content-Security-Policy as the page leaves, which `next start` would not.
export function startSite(p) {
  return startServer(
    [
      path.join(p.root, "scripts", "server.mjs"),
      "-p",
      String(p.sitePort),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: p.root,
      env: p.siteEnv,
      logFile: path.join(p.logDir, "site.log"),
      readyUrl: `${p.site}/`,
    },
  );
}

export function startBaseline(p) {
  return startServer(
    [
      p.next,
      "start",
      p.baselineDir,
      "-p",
      String(p.baselinePort),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: p.root,
      env: p.baselineEnv,
      logFile: path.join(p.logDir, "baseline.log"),
      readyUrl: `${p.baseline}/`,
    },
  );
}
