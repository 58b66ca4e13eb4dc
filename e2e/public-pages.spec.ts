import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  contentPages,
  flatten,
  isAltKey,
  messages,
  msg,
} from "./support/content-messages";
import { imagePreloads, pageContent } from "./support/page-content";
import { inRuns, otherPages, publicPages } from "./support/pages";

/**
 * Every page a visitor reaches, each loaded once: the checks every page shares (axe, its
 * texts, its headings and images, its search-engine tags, the header's pictures), then its
 * own content (e2e/support/page-content.ts). A visitor walking them all receives no cookie
 * and calls no other host; the test fixture fails on any policy violation.
 */
const paths = [
  ...publicPages.map((p) => p.path),
  ...otherPages,
  "/no-such-page",
];
// In runs of two, each in one browser; the home page, the most to check, alone.
const runs = [
  ["/home"],
  ...inRuns(
    paths.filter((path) => path !== "/home"),
    2,
  ),
];

for (const run of runs) {
  test(`a visitor on ${run.join(", ")}`, async ({ page, context }) => {
    const foreign: string[] = [];
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (
        !["127.0.0.1", "localhost"].includes(url.hostname) &&
        url.protocol !== "data:"
      )
        foreign.push(request.url());
    });
    for (const path of run)
      await test.step(path, async () => {
        await page.goto(path);
        await test.step("axe finds no violations", () =>
          expectNoAxeViolations(page));
        if (publicPages.some((p) => p.path === path))
          await test.step("the brand stamp and the banner show; the stamp is never preloaded, the banner early only where it is the largest paint", () =>
            expectHeaderPictures(page, path));
        const seo = seoKeys[path];
        if (seo)
          await test.step("its title, description, canonical link and social cards", () =>
            expectSeoTags(page, path, seo));
        const content = contentPages.find((p) => p.path === path);
        if (content) {
          await test.step(`every ${content.namespace} message is on the page`, () =>
            expectEveryMessage(page, content.namespace));
          await test.step("every visible text comes from the messages and no raw key shows", () =>
            expectOnlyMessages(page, path, content.namespace));
          await test.step("one h1, headings in order, every image sized and loading", () =>
            expectHeadingsAndImages(page, path));
        }
        await pageContent[path]?.(page);
      });
    await page.waitForLoadState("networkidle");
    expect(await context.cookies()).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

/** The pages search engines index, with their Metadata keys. */
const seoKeys: Record<string, string> = {
  "/home": "home",
  "/benefits": "benefits",
  "/ourmission": "ourMission",
  "/productionprocess": "productionProcess",
  "/privacypolicy": "privacyPolicy",
  "/gallery": "gallery",
};

async function expectHeaderPictures(page: Page, path: string) {
  // The home and contact pages; elsewhere a picture or a paragraph is the largest paint
  // (docs/quality.md).
  const bannerFirst = ["/home", "/contact"];
  await expect(page.locator('header img[src*="brand-stamp"]')).toBeVisible();
  expect(await imagePreloads(page)).not.toContainEqual(
    expect.stringContaining("brand-stamp"),
  );
  const banner = page.locator('header img[src*="banner"]');
  await expect(banner).toBeVisible();
  // The picture itself waits; where it comes first, the page preloads it, first.
  await expect(banner).toHaveAttribute("fetchpriority", "low");
  const preload = page.locator(
    'link[rel="preload"][as="image"][href="/images/banner.svg"]',
  );
  if (bannerFirst.includes(path))
    await expect(preload).toHaveAttribute("fetchpriority", "high");
  else await expect(preload).toHaveCount(0);
}

async function expectSeoTags(page: Page, path: string, key: string) {
  const site = new URL(page.url()).origin;
  const title = msg(`Metadata.${key}.title`);
  await expect(page).toHaveTitle(
    msg("Metadata.titleTemplate").replace("%s", title),
  );
  const meta = (selector: string) => page.locator(`meta[${selector}]`).first();
  await expect(meta('name="description"')).toHaveAttribute(
    "content",
    msg(`Metadata.${key}.description`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    site + path,
  );
  await expect(meta('property="og:title"')).toHaveAttribute("content", title);
  for (const [property, content] of [
    ["og:type", "website"],
    ["og:site_name", msg("Site.brand")],
    ["og:locale", "en_GB"],
  ])
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute(
      "content",
      content,
    );
  await expect(meta('property="og:image"')).toHaveAttribute(
    "content",
    `${site}/images/og-image.png`,
  );
  await expect(meta('name="twitter:card"')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

async function expectHeadingsAndImages(page: Page, path: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  const heading = publicPages.find((p) => p.path === path)!.heading;
  await expect(page.locator("h1")).toHaveText(heading!);
  // Headings never skip a level (h1, then h2, then h3...).
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  const images = page.locator("main img");
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    // Explicit dimensions reserve the space before the file arrives (no layout shift).
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    // A decorative image hidden at this size is never fetched, by design.
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
}

// Values the pages put into placeholders: the shop's phone and address (on one line), and the step numbers.
const fills: Record<string, string[]> = {
  phone: [msg("Site.phone")],
  address: [[1, 2, 3, 4].map((n) => msg(`Site.address.line${n}`)).join(", ")],
  number: ["1", "2", "3", "4", "5"],
};

// Texts for another configuration than the test server's (the privacy policy
// names the store and the email service the site runs with).
const otherConfiguration = new Set([
  "PrivacyPolicy.delivery.storedFirebase",
  "PrivacyPolicy.delivery.email",
]);

/** A message with its placeholders filled in every way the pages fill them. */
function expand(text: string): string[] {
  const match = /\{(\w+)\}/.exec(text);
  if (!match) return [text];
  const values = fills[match[1]!];
  if (!values) throw new Error(`no test value for {${match[1]}} in "${text}"`);
  return values.flatMap((v) => expand(text.replace(match[0], v)));
}

/** The text nodes of <main> (scripts excluded), each whitespace-normalised. */
async function mainTextNodes(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style")) continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

async function expectEveryMessage(page: Page, namespace: string) {
  const text = (await mainTextNodes(page)).join(" ");
  const main = page.locator("main");
  for (const [key, value] of flatten(messages[namespace]!)) {
    if (otherConfiguration.has(`${namespace}.${key}`)) continue;
    if (isAltKey(key)) {
      await expect(
        main.locator(`img[alt="${value.replace(/"/g, '\\"')}"]`),
        `${namespace}.${key}`,
      ).toHaveCount(1);
      continue;
    }
    for (const expected of expand(value))
      expect(text, `${namespace}.${key}`).toContain(expected);
  }
}

async function expectOnlyMessages(page: Page, path: string, namespace: string) {
  // The page's own namespace and the site's contact details are its only
  // sources, with the catalogue's names for the soaps /home leads to.
  const catalogue =
    path === "/home"
      ? ((await (await page.request.get("/api/products")).json()) as {
          name: string;
          subtitle?: string;
        }[])
      : [];
  const sources = [
    ...flatten(messages[namespace]!).map(([, value]) => value),
    ...flatten(messages.Site!).map(([, value]) => value),
    ...catalogue.flatMap((p) => [p.name, p.subtitle ?? ""]),
  ].filter(Boolean);
  const literalParts = sources.flatMap((s) => s.split(/\{\w+\}/));
  const patterns = sources.flatMap(expand);
  for (const node of await mainTextNodes(page)) {
    const known =
      patterns.includes(node) ||
      literalParts.some((part) => part.includes(node));
    expect(known, `"${node}" is not from the messages`).toBe(true);
  }
  await expect(page.locator("body")).not.toContainText(
    /\b(Home|Benefits|OurMission|ProductionProcess|PrivacyPolicy|Gallery|Site|UnderConstruction)\.[a-z]/,
  );
}
