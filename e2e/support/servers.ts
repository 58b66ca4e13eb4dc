import path from "node:path";

// The `scripts/server.mjs` servers of playwright.config.ts (scripts/e2e.mjs picks free ports).

const list = (value: string | undefined, fallback: string) =>
  (value || fallback).split(",");

/** One main server per worker: its port and data directory (scripts/e2e.mjs). */
export const workerPorts = list(process.env.E2E_PORTS, "3100").map(Number);
export const workerDataDirs = list(process.env.E2E_DATA_DIRS, ".data-e2e");

// Playwright numbers its running workers 0..workers-1 (TEST_PARALLEL_INDEX).
const worker =
  Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workerPorts.length;

/** This worker's own server (behind one trusted proxy: the tests). */
export const port = workerPorts[worker]!;

/** This worker's server's DATA_DIR. */
export const dataDir = workerDataDirs[worker]!;

/** The SITE_URL the build ran with: the first worker's server. */
export const builtSiteUrl = `http://127.0.0.1:${workerPorts[0]}`;

const base = workerPorts[0]!;

/** The same build with sign-ins lasting 5 seconds, for the session-expiry test. */
export const shortPort = Number(process.env.E2E_SHORT_PORT ?? base + 10);

/** The same build exposed directly, trusting no X-Forwarded-For. */
export const directPort = Number(process.env.E2E_DIRECT_PORT ?? base + 11);

/** The same build delivering contact messages by SMTP to `smtpPort`. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? base + 12);

/** Where the mail server's SMTP deliveries go: nothing listens until a test starts a server. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? base + 13);

/**
 * Under `npm run coverage` (COVERAGE_DIR set), every process of the site the tests
 * start writes its V8 coverage there when it exits.
 */
export const coverageEnv: Record<string, string> = process.env.COVERAGE_DIR
  ? { NODE_V8_COVERAGE: path.join(process.env.COVERAGE_DIR, "servers") }
  : {};
