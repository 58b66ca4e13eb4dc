import path from "node:path";

// The `scripts/server.mjs` servers of playwright.config.ts (scripts/e2e.mjs picks free ports).

const list = (value: string | undefined, fallback: string) =>
  (value || fallback).split(",");

/** One main server per worker: its port and data directory (scripts/e2e.mjs). */
export const workerPorts = list(process.env.E2E_PORTS, "3100").map(Number);
export const workerDataDirs = list(process.env.E2E_DATA_DIRS, ".data-e2e");

// Playwright numbers its running workers 0..workers-1 (TEST_PARALLEL_INDEX).
/** Which of the main servers is this worker's. */
export const serverIndex =
  Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workerPorts.length;

/** This worker's own server (behind one trusted proxy: the tests). */
export const port = workerPorts[serverIndex]!;

/** This worker's server's DATA_DIR. */
export const dataDir = workerDataDirs[serverIndex]!;

/** The SITE_URL the build ran with: the first worker's server. */
export const builtSiteUrl = `http://127.0.0.1:${workerPorts[0]}`;

const base = workerPorts[0]!;

/** The same build exposed directly, trusting no X-Forwarded-For, with no admin configured. */
export const directPort = Number(process.env.E2E_DIRECT_PORT ?? base + 11);

/** The direct server's DATA_DIR. */
export const directDataDir =
  process.env.E2E_DIRECT_DATA_DIR ?? ".data-e2e-direct";

/** The same build delivering contact messages by SMTP to `smtpPort`. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? base + 12);

/**
 * The folder the mail server runs in: its .env.local holds its settings
 * (scripts/e2e.mjs writes it), DATA_DIR `data` inside it.
 */
export const mailProjectDir = process.env.E2E_MAIL_PROJECT_DIR ?? "";

/** Where the mail server's SMTP deliveries go: nothing listens until a test starts a server. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? base + 13);

/**
 * Where the mail server finds Stripe's API (a stand-in a test starts, test/stand-ins/stripe.ts),
 * and the keys scripts/e2e.mjs gave it.
 */
export const stripePort = Number(process.env.E2E_STRIPE_PORT ?? base + 14);
export const stripeWebhookSecret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? "";

/** Where e2e/auth.setup.ts saves each main server's signed-in roles. */
export const authDir = process.env.E2E_AUTH_DIR ?? "test-results/.auth";

/**
 * Under `npm run coverage` (COVERAGE_DIR set), every process of the site the tests
 * start writes its V8 coverage there when it exits.
 */
export const coverageEnv: Record<string, string> = process.env.COVERAGE_DIR
  ? { NODE_V8_COVERAGE: path.join(process.env.COVERAGE_DIR, "servers") }
  : {};
