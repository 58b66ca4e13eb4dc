// Requests to POST /api/contact and a look into the outbox, for the route-handler tests.
import fs from "node:fs";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";

let address = 0;
/** Each test posts from its own client address, so rate limits never cross tests. */
export const nextAddress = () => `198.51.100.${++address}`;

export const good = {
  name: "Amal Haddad",
  email: "amal.route@example.com",
  phone: "+963 21 555 0183",
  message: "Do you ship laurel soap to Lyon?",
};

export function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  from = nextAddress(),
) {
  return new Request("http://localhost:3000/api/contact", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": from,
      ...headers,
    },
  });
}
export const postJson = (value: unknown, from?: string) =>
  post(JSON.stringify(value), {}, from);

/** A fresh DATA_DIR per test, and the messages its outbox holds. */
export function useOutbox() {
  const dataDir = useTempDataDir();
  const outbox = () => path.join(dataDir(), "outbox");
  const emls = () =>
    fs.existsSync(outbox())
      ? fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml"))
      : [];
  const emlContaining = (text: string) =>
    emls()
      .map((f) => fs.readFileSync(path.join(outbox(), f), "utf8"))
      .filter((raw) => raw.includes(text));
  return { emls, emlContaining };
}
