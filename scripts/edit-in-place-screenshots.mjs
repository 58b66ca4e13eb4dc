// `node scripts/edit-in-place-screenshots.mjs SITE_URL EMAIL PASSWORD`: the pictures of editing in
// place in docs/screenshots (1280 × 800 and 375 × 812), taken again after a change of that screen.
// Run it against a site whose page texts are the originals, signed in as an editor: for example
// `ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD=… DATA_DIR=$(mktemp -d) npm start`, then
// `node scripts/edit-in-place-screenshots.mjs http://localhost:3000 owner@example.com …`.
// It changes no text: it types, pictures and cancels.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./chromium.mjs";

const [site, email, password] = process.argv.slice(2);
if (!site || !email || !password) {
  console.error(
    "Usage: node scripts/edit-in-place-screenshots.mjs SITE_URL EMAIL PASSWORD",
  );
  process.exit(2);
}
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
    await page.goto("/home#distribution");
    await page
      .getByRole("button", { name: "Edit the words on this page" })
      .click();
    const text = page.getByRole("textbox", {
      name: "Home → Where to find our soap: ‘The most direct way to…’",
    });
    await text.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Call ");
    await page
      .getByRole("button", {
        name: "Insert {phone}: the phone number from Shop details",
      })
      .click();
    await page.keyboard.type(" before you come.");
    await text.evaluate(
      (box, block) => box.scrollIntoView({ block }),
      name === "phone" ? "start" : "center",
    );
    const file = path.join(folder, `edit-in-place-${name}.png`);
    await page.screenshot({ path: file });
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
    await page.keyboard.press("Escape");
    await context.close();
  }
} finally {
  await browser.close();
}
