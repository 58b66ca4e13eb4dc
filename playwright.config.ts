import { defineConfig } from "@playwright/test";
import { ADMIN } from "./e2e/support/editors";
import {
  coverageEnv,
  directPort,
  mailPort,
  shortPort,
  smtpPort,
  workerDataDirs,
  workerPorts,
} from "./e2e/support/servers";
import { chromiumArgs, findTestChromium } from "./scripts/chromium.mjs";

// Run through `npm run test:e2e`, which builds into .next-e2e and picks free ports.
const executablePath = findTestChromium();
/** Matches exactly the spec files named (e2e/NAME.spec.ts). */
const specFiles = (names: string[]) =>
  new RegExp(`[\\\\/](${names.join("|")})\\.spec\\.ts$`);
// The API fuzzers and method test, the client-address, settings and backup tests send no page to a
// screen: they run once, in their own project.
const apiSpecs = specFiles([
  "api-fuzz",
  "api-methods",
  "client-address",
  "operations",
  "settings",
  "first-admin",
]);
// What depends on the screen's size (layout, menus, dialogs, the sticky save bar, touch)
// runs at phone size too; everything else runs once, at desktop size: the specs below
// minus their tests tagged @desktop.
const phoneSpecs = specFiles([
  "accessibility",
  "layout",
  "language",
  "icons",
  "page-weight",
  "pages-gallery",
  "pages-home",
  "gallery-editor",
  "products",
  "contact",
  "shopping-list",
  "accounts",
  "roles",
  "inbox",
  "photos",
  "manage-commands",
  "editor-screen",
  "editor-focus",
  "editor-order",
  "password-reset",
  "recovery-codes",
  "change-email",
  "shop-details",
  "page-texts",
  "page-texts-words",
  "edit-in-place",
  "visits",
  "history",
  "product-addresses",
  "dialogs",
  "admin-screens",
  "footer-details",
  "ingredient-amounts",
  "admin-phone",
]);

function server(serverPort: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: `node scripts/server.mjs -p ${serverPort} -H 127.0.0.1`,
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
  retries: process.env.CI ? 1 : 0,
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
    {
      name: "desktop",
      testIgnore: apiSpecs,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testMatch: phoneSpecs,
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    { name: "api", testMatch: apiSpecs },
  ],
  webServer: [
    // One server per worker, so tests that change the catalogue or count messages
    // never meet. Tests act as the one trusted proxy: each presents its own client
    // address in X-Forwarded-For, so per-address limits never meet across tests.
    ...workerPorts.map((workerPort, i) =>
      server(workerPort, {
        DATA_DIR: workerDataDirs[i]!,
        TRUSTED_PROXY_HOPS: "1",
      }),
    ),
    // The same build with sign-ins lasting 5 s, for the session-expiry test
    // (e2e/accounts.spec.ts).
    server(shortPort, {
      DATA_DIR: process.env.E2E_SHORT_DATA_DIR ?? ".data-e2e-short",
      TOKEN_LIFETIME_SECONDS: "5",
    }),
    // The same build exposed directly (no trusted proxy) and started like a first
    // `npm start` (no admin configured), for the client-address and first-admin tests.
    server(directPort, {
      DATA_DIR: process.env.E2E_DIRECT_DATA_DIR ?? ".data-e2e-direct",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    }),
    // The same build delivering contact messages by SMTP (e2e/inbox-delivery.spec.ts).
    server(mailPort, {
      DATA_DIR: process.env.E2E_MAIL_DATA_DIR ?? ".data-e2e-mail",
      TRUSTED_PROXY_HOPS: "1",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "website@halabi-e2e.example.com",
      MAIL_TO: "family@halabi-e2e.example.com",
    }),
  ],
});
