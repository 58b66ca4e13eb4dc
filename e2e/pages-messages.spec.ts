import { expect, test, type Page } from "./support/test";
import {
  contentPages,
  flatten,
  isAltKey,
  messages,
  msg,
} from "./support/content-messages";

// Values the pages put into placeholders: the shop's phone and address (on one line), and the step numbers.
const fills: Record<string, string[]> = {
  phone: [msg("Site.phone")],
  address: [[1, 2, 3, 4].map((n) => msg(`Site.address.line${n}`)).join(", ")],
  number: ["1", "2", "3", "4", "5"],
};

// Texts for another configuration than the test server's (the privacy policy
// names the store and the email service the site runs with; see e2e/pages-privacy.spec.ts).
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

// One page load per page for both checks: a test's first page costs a cold browser context.
for (const { path, namespace } of contentPages) {
  test(`${path} shows every ${namespace} message and no other text`, async ({
    page,
    request,
  }) => {
    const entries = flatten(messages[namespace]!);
    await page.goto(path);

    await test.step("every message of the namespace is on the page", async () => {
      const text = (await mainTextNodes(page)).join(" ");
      const main = page.locator("main");
      for (const [key, value] of entries) {
        if (otherConfiguration.has(`${namespace}.${key}`)) continue;
        if (isAltKey(key)) {
          await expect(
            main.locator(`img[alt="${value.replace(/"/g, '\\"')}"]`),
            `${namespace}.${key}`,
          ).toHaveCount(1);
          continue;
        }
        for (const expected of expand(value)) {
          expect(text, `${namespace}.${key}`).toContain(expected);
        }
      }
    });

    await test.step("every visible text comes from the messages and no raw key shows", async () => {
      // The page's own namespace and the site's contact details are its only
      // sources, with the catalogue's names for the soaps /home leads to.
      const catalogue =
        path === "/home"
          ? ((await (await request.get("/api/products")).json()) as {
              name: string;
              subtitle?: string;
            }[])
          : [];
      const sources = [
        ...entries.map(([, value]) => value),
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
    });
  });
}
