import { createHash } from "node:crypto";
import type { BrowserContext } from "@playwright/test";

/** The inline scripts of a page whose hash its policy does not list (all of them when there is no policy). */
export function unhashedScripts(html: string, policy: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\b(src|type)=/.test(attributes!))
    .map(([, , body]) => body!)
    .filter(
      (body) =>
        !policy.includes(
          `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
        ),
    );
}

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
