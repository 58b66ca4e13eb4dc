import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./servers";

const outboxDir = () => path.join(dataDir, "outbox");

/** A raw .eml's body as text, quoted-printable decoded when its headers say so. */
function bodyOf(raw: string): string {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at);
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, "");
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head))
    return body.replace(/\r\n/g, "\n");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}

/** The bodies of the .eml files in the e2e server's outbox whose text contains `text`. */
export function outboxBodiesWith(text: string): string[] {
  if (!fs.existsSync(outboxDir())) return [];
  return fs
    .readdirSync(outboxDir())
    .filter((f) => f.endsWith(".eml"))
    .map((f) => bodyOf(fs.readFileSync(path.join(outboxDir(), f), "utf8")))
    .filter((body) => body.includes(text));
}
