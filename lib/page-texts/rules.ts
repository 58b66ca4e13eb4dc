import compile from "icu-minify/compile";
import { MAX_TEXT, metadataKind } from "./pages";

/** Why a text cannot be saved: a key of PageTexts.errors and its arguments. */
export type Problem =
  | { code: "empty" | "oneLine" | "markup" | "unknownKey" | "notText" }
  | { code: "tooLong"; count: number }
  | { code: "keep"; markers: string };

/** Sorted placeholders and tags; null when the ICU message is malformed. */
function markersOf(message: string): string[] | null {
  let compiled;
  try {
    compiled = compile(message);
  } catch {
    return null;
  }
  const found: string[] = [];
  // icu-minify's shapes: ["name"] an argument, ["name", TYPE, options?] a
  // formatted one, ["tag", ...children] a tag, 0 the plural's #.
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    const [name, second, ...rest] = node as unknown[];
    if (typeof name !== "string") return node.forEach(walk);
    if (second === undefined) found.push(`{${name}}`);
    else if (typeof second === "number") {
      found.push(`{${name}}`);
      const options = rest[0];
      if (options && typeof options === "object" && !Array.isArray(options))
        Object.values(options).forEach(walk);
    } else {
      found.push(`<${name}>`);
      [second, ...rest].forEach(walk);
    }
  };
  if (Array.isArray(compiled)) compiled.forEach(walk);
  return found.sort();
}

// Plain text (no line break in a title or description), not empty, at most MAX_TEXT, with exactly the
// original's placeholders and tags and no other markup. Null when it may be saved.
export function problemWith(
  key: string,
  original: string,
  value: string,
): Problem | null {
  if (value.trim() === "") return { code: "empty" };
  if (value.length > MAX_TEXT) return { code: "tooLong", count: value.length };
  if (metadataKind(key) && value.includes("\n")) return { code: "oneLine" };
  const expected = markersOf(original) ?? [];
  const markers = markersOf(value);
  if (markers !== null && markers.join() === expected.join()) return null;
  return expected.length === 0
    ? { code: "markup" }
    : { code: "keep", markers: [...new Set(expected)].join(" ") };
}

export const normalized = (value: string) => value.replace(/\r\n?/g, "\n");
