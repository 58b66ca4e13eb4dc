import path from "node:path";
import { defineConfig } from "@playwright/test";
import { ADMIN } from "./e2e/support/editors";
import {
  coverageEnv,
  directDataDir,
  directPort,
  mailPort,
  mailProjectDir,
  workerDataDirs,
  workerPorts,
} from "./e2e/support/servers";
import { chromiumArgs, findTestChromium } from "./scripts/chromium.mjs";

// Run through `npm run test:e2e`, which builds into .next-e2e, picks free ports and
// writes the mail server's folder.
const executablePath = findTestChromium();

function server(
  serverPort: number,
  env: Record<string, string>,
  { cwd, host = "-H 127.0.0.1" }: { cwd?: string; host?: string } = {},
) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: `node ${path.join(__dirname, "scripts", "server.mjs")} -p ${serverPort} ${host}`,
    cwd,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    // A killed server writes no coverage: under `npm run coverage` it is asked to stop.
    ...(coverageEnv.NODE_V8_COVERAGE && {
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 30_000 },
    }),
    env: {
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      SITE_URL: url,
      // The first admin (an editor) promotes the accounts tests sign up (e2e/support/editors.ts).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every test signs up accounts of its own: a run makes a few hundred.
      SIGNUPS_PER_HOUR: "2000",
      // Hundreds of accounts: hashed cheaply (npm start refuses this setting).
      TEST_FAST_PASSWORD_HASHING: "true",
      ...coverageEnv,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker per main server (scripts/e2e.mjs starts E2E_WORKERS of them).
  workers: workerPorts.length,
  // A test passes the first time or fails: no retry hides a flaky one. (--retries=1 records a
  // trace of a failing test.)
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    // Each worker's own server: e2e/support/test.ts sets baseURL per worker.
    // A trace costs screenshots and DOM snapshots at every step: only a retried test records one.
    trace: "on-first-retry",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    // Each role signs in once per main server; tests start from the saved state.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // What depends on the screen (layout, menus, dialogs, touch, the phone
    // editor, the sticky save bar) is tagged @phone and runs at phone size too;
    // everything else runs once, at desktop size. What only a phone has is tagged
    // @phone-only and runs at phone size alone.
    {
      name: "phone",
      dependencies: ["setup"],
      grep: /@phone/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  // A run starts workers + 4 production servers (6 with npm test's 2 workers), each for what
  // no other can serve without tests meeting:
  // - one per worker, behind one trusted proxy (the tests, each presenting its own client
  //   address in X-Forwarded-For), so tests that change the catalogue or count messages
  //   never meet;
  // - "direct": no trusted proxy (one client address for every test) and no admin
  //   configured, as a first `npm start`: client-address, first-admin, site-url;
  // - "mail": delivers contact messages and reset links by SMTP (inbox-delivery,
  //   password-reset, recovery-codes), its trusted proxy, DATA_DIR and mail settings only in
  //   the .env.local of the folder it runs in, no host on its command line and HOSTNAME as
  //   Docker sets it (settings.spec.ts); it also takes card payments, through a stand-in of
  //   Stripe's API that customer-order.spec.ts starts (the other servers offer transfers);
  // - two in e2e/instances.spec.ts, on one Firebase database: only a pair shows a save on
  //   one reaching the other's pages.
  // Session expiry runs under page.clock (the server's refusal: Jest), backup and restore in
  // scripts/backup-restore.test.ts: neither starts a server.
  webServer: [
    ...workerPorts.map((workerPort, i) =>
      server(workerPort, {
        DATA_DIR: workerDataDirs[i]!,
        TRUSTED_PROXY_HOPS: "1",
      }),
    ),
    server(directPort, {
      DATA_DIR: directDataDir,
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    }),
    server(
      mailPort,
      { HOSTNAME: "0.0.0.0" },
      { cwd: mailProjectDir || undefined, host: "" },
    ),
  ],
});
