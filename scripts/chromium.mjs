// Finds a Chromium: Debian's, another on the PATH, or Playwright's own.
import fs from "node:fs";
import { execFileSync } from "node:child_process";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** Launch arguments that work on these machines (no network, no sandbox as root). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

/** The path of a usable Chromium, or undefined when Playwright's own browser should be used (or none exists). */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  return candidates.find((p) => fs.existsSync(p));
}

/** Debian's package of Chromium's headless shell (the browser Playwright itself runs headless). */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser for the end-to-end tests: Chromium's headless shell when it is
 * installed (the whole suite runs in 4.0 instead of 6.4 minutes on two cores:
 * it starts no browser UI), else any Chromium. Lighthouse keeps the full
 * browser (findChromium).
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/** True when Playwright has downloaded its own Chromium. */
export async function playwrightHasChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

export function isRootOnDebian() {
  try {
    return process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get");
  } catch {
    return false;
  }
}

export function run(command, args) {
  execFileSync(command, args, { stdio: "inherit" });
}
