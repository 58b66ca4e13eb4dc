import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test";
import { adminRequest } from "./support/editors";
import { contentPages } from "./support/content-messages";
import { publicPages } from "./support/pages";

// What the public pages' HTML asks the browser to fetch, read from the server's answers
// (docs/quality.md); which pictures come early and the fonts' swap are checked in a browser
// (e2e/public-pages.spec.ts, e2e/fonts.spec.ts).

/** The stylesheets a page's HTML links, as paths. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([link]) => /\bhref="([^"]+)"/.exec(link)![1]!,
  );
}

/** The scripts a page's HTML asks for (what the page ships). */
const scripts = (html: string) =>
  [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!).sort();

test("the public pages' HTML: the home page under 14 KB gzipped, the content pages' scripts all shared, no admin stylesheet", async ({
  request,
}) => {
  const html = new Map<string, string>();
  for (const { path } of publicPages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    html.set(path, await res.text());
  }

  await test.step("the home page's HTML stays under 14 KB gzipped", () => {
    // Issue 27's budget: the page fits the first TCP window.
    expect(gzipSync(html.get("/home")!).length).toBeLessThan(14 * 1024);
  });

  await test.step("the content pages ship no client JavaScript of their own: all load the same shared scripts", () => {
    const sets = contentPages.map(({ path }) => scripts(html.get(path)!));
    expect(sets[0]!.length).toBeGreaterThan(0);
    for (const [index, set] of sets.entries())
      expect(set, contentPages[index]!.path).toEqual(sets[0]);
  });

  await test.step("no public page loads the admin screens' stylesheet", async () => {
    const editor = await (await adminRequest()).get("/addProducts");
    expect(editor.status()).toBe(200);
    const editorSheets = stylesheets(await editor.text());
    const publicSheets = new Set([...html.values()].flatMap(stylesheets));
    expect(publicSheets.size).toBeGreaterThan(0);
    // The editor has the site's stylesheet and one of its own that no public page links.
    expect(
      editorSheets.filter((sheet) => !publicSheets.has(sheet)),
    ).toHaveLength(1);
    expect(
      editorSheets.filter((sheet) => publicSheets.has(sheet)),
    ).toHaveLength(1);
  });
});
