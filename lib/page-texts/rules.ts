import compile from "icu-minify/compile";
import { MAX_TEXT, metadataKind } from "./pages";

/** The shop's details a text may name in curly braces; the pages show Shop details' values there. */
export const SHOP_DETAILS = ["phone", "email", "address", "hours"] as const;
export type ShopDetail = (typeof SHOP_DETAILS)[number];

const isShopDetail = (name: string): name is ShopDetail =>
  (SHOP_DETAILS as readonly string[]).includes(name);

/** Why a text cannot be saved: a key of PageTexts.errors and its arguments. */
export type Problem =
  | { code: "empty" | "oneLine" | "unknownKey" | "notText" }
  | { code: "tooLong"; count: number }
  | { code: "markup"; allowed: string }
  | { code: "placeholder"; unknown: string; allowed: string }
  | { code: "keep"; markers: string; allowed: string };

type Marker = { text: string; shopDetail: boolean };

/** Placeholders and tags in the order written; null when the ICU message is malformed. */
function markersOf(message: string): Marker[] | null {
  let compiled;
  try {
    compiled = compile(message);
  } catch {
    return null;
  }
  const found: Marker[] = [];
  // icu-minify's shapes: ["name"] an argument, ["name", TYPE, options?] a
  // formatted one, ["tag", ...children] a tag, 0 the plural's #.
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    const [name, second, ...rest] = node as unknown[];
    if (typeof name !== "string") return node.forEach(walk);
    if (second === undefined)
      found.push({ text: `{${name}}`, shopDetail: isShopDetail(name) });
    else if (typeof second === "number") {
      found.push({ text: `{${name}}`, shopDetail: false });
      const options = rest[0];
      if (options && typeof options === "object" && !Array.isArray(options))
        Object.values(options).forEach(walk);
    } else {
      found.push({ text: `<${name}>`, shopDetail: false });
      [second, ...rest].forEach(walk);
    }
  };
  if (Array.isArray(compiled)) compiled.forEach(walk);
  return found;
}

const own = (markers: Marker[]) =>
  markers.filter((marker) => !marker.shopDetail).map((marker) => marker.text);

/**
 * What a text may hold in curly braces: the original's own placeholders (`{year}`), then the shop's
 * details. The shop's details are never required, so a text may drop them (and the original its own
 * `{address}`).
 */
export function allowedPlaceholders(original: string): string[] {
  const owned = own(markersOf(original) ?? []).filter((m) => m.startsWith("{"));
  return [...new Set([...owned, ...SHOP_DETAILS.map((name) => `{${name}}`)])];
}

// Plain text (no line break in a title or description), not empty, at most MAX_TEXT, with exactly the
// original's own placeholders and tags, any of the shop's details, and no other markup. Null when it
// may be saved. The one verdict: Save (on the server), Preview and the in-place editor all ask here.
export function problemWith(
  key: string,
  original: string,
  value: string,
): Problem | null {
  if (value.trim() === "") return { code: "empty" };
  if (value.length > MAX_TEXT) return { code: "tooLong", count: value.length };
  if (metadataKind(key) && value.includes("\n")) return { code: "oneLine" };
  const expected = own(markersOf(original) ?? []).sort();
  const allowed = allowedPlaceholders(original).join(", ");
  const markers = markersOf(value);
  const written = markers && own(markers);
  const unknown = written?.find(
    (marker) => marker.startsWith("{") && !expected.includes(marker),
  );
  if (unknown) return { code: "placeholder", unknown, allowed };
  if (written && written.sort().join() === expected.join()) return null;
  return expected.length === 0
    ? { code: "markup", allowed }
    : { code: "keep", markers: [...new Set(expected)].join(" "), allowed };
}

/** The words of a problem, in PageTexts.errors: one wording for the screen, the editor and a 400. */
export function problemWords(
  t: (
    key: `errors.${Problem["code"]}`,
    values?: Record<string, string | number>,
  ) => string,
  problem: Problem,
): string {
  const { code, ...values } = problem;
  return t(`errors.${code}`, values);
}

export const normalized = (value: string) => value.replace(/\r\n?/g, "\n");
