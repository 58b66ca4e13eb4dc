import fs from "node:fs";
import path from "node:path";

type Tree = { [key: string]: string | Tree };

/** messages/en.json as the site ships it (read from disk, so the tests follow copy edits). */
export const messages: Record<string, Tree> = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, "..", "..", "messages", "en.json"),
    "utf8",
  ),
);

/** Every string of a namespace as [dotted key, text]. */
export function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

/** One message by its dotted path, e.g. `msg("Site.address.line1")`. */
export function msg(dotted: string): string {
  const value = dotted
    .split(".")
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === "object" ? node[key] : undefined),
      messages,
    );
  if (typeof value !== "string") throw new Error(`no message ${dotted}`);
  return value;
}

/** The content pages and the namespace that holds each one's text. */
export const contentPages = [
  { path: "/home", namespace: "Home" },
  { path: "/benefits", namespace: "Benefits" },
  { path: "/ourmission", namespace: "OurMission" },
  { path: "/productionprocess", namespace: "ProductionProcess" },
  { path: "/privacypolicy", namespace: "PrivacyPolicy" },
  { path: "/gallery", namespace: "Gallery" },
  { path: "/underconstruction", namespace: "UnderConstruction" },
] as const;

/** Keys whose text is an image's alternative text rather than visible copy. */
export const isAltKey = (key: string) => /(^|\.)(imageAlt|alt)$/.test(key);
