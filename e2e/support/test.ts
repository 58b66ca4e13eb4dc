import { expect, test as base, type BrowserContext } from "@playwright/test";
import { port } from "./servers";

export * from "@playwright/test";

const MARK = "[csp-violation]";

/**
 * Collects every Content-Security-Policy violation in a browser context: the
 * `securitypolicyviolation` events of each page and Chromium's console reports.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript((mark: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, MARK);
  context.on("console", (message) => {
    const text = message.text();
    if (text.includes(MARK) || /Content Security Policy/i.test(text)) {
      violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
    }
  });
  return violations;
}

/**
 * Every end-to-end test talks to its worker's own server, and runs with a CSP
 * watch on its browser context: it fails if any page it opened broke the
 * policy (zero violations, every page).
 */
export const test = base.extend<{ cspWatch: void }>({
  baseURL: `http://127.0.0.1:${port}`,
  cspWatch: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
