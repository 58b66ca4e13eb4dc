import { createHash } from "node:crypto";

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
