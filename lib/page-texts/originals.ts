import "server-only";
import fs from "node:fs";
import path from "node:path";

let file: object | undefined;

/** Read from the file, once per process: the build precompiles an import of it (next.config.mjs). */
export function originalMessages(): object {
  file ??= JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "messages", "en.json"), "utf8"),
  ) as object;
  return file;
}
