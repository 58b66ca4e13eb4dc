// What the screenshot scripts share (edit-in-place-screenshots.mjs, visits-screenshots.mjs): their
// arguments, and an editor signed in through the sign-in page at each size the README shows.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./chromium.mjs";

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "docs",
  "screenshots",
);

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  {
    name: "phone",
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  },
];

/** SITE_URL EMAIL PASSWORD from the command line, or the usage and exit 2. */
export function siteArguments(script) {
  const [site, email, password] = process.argv.slice(2);
  if (!site || !email || !password) {
    console.error(`Usage: node scripts/${script} SITE_URL EMAIL PASSWORD`);
    process.exit(2);
  }
  return { site, email, password };
}

/** Writes `page`'s picture to docs/screenshots/`file` and says so. */
export async function shoot(page, file, options = {}) {
  const where = path.join(folder, file);
  await page.screenshot({ path: where, ...options });
  console.log(`Wrote ${path.relative(process.cwd(), where)}`);
}

/** Runs `work(page, sizeName)` at 1280 × 800 and at 375 × 812, signed in as `email`. */
export async function atEachSize({ site, email, password }, work) {
  const browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: chromiumArgs,
  });
  try {
    for (const { name, ...size } of sizes) {
      const context = await browser.newContext({ baseURL: site, ...size });
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page
        .getByRole("main")
        .getByRole("button", { name: "Sign in" })
        .last()
        .click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await work(page, name);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
