import "server-only";
import fs from "node:fs";
import path from "node:path";

let file: object | undefined;

/**
 * messages/en.json as written, the text an editor reads as "the original":
 * the build gives an import of it precompiled for next-intl (next.config.mjs),
 * so it is read from the file itself, once per process.
 */
export function originalMessages(): object {
  file ??= JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "messages", "en.json"), "utf8"),
  ) as object;
  return file;
}
