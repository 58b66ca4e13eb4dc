import fs from "node:fs";
import path from "node:path";
import { charactersOf } from "@/test/fonts/woff2-characters";
import { fonts, textFiles } from "./sources.cjs";

// The committed fonts are subsets (scripts/fonts.mjs). A text that brings a new
// character must regenerate them, or that character would silently show in the
// fallback font.
const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file));

const used = new Set(
  textFiles(root)
    .flatMap((file) => [...read(file).toString("utf8")])
    .filter((c) => c >= " ")
    .map((c) => c.codePointAt(0)!),
);

const show = (codes: number[]) =>
  codes.map((c) => `${String.fromCodePoint(c)} U+${c.toString(16)}`);

describe.each(fonts)("$subset", ({ subset, full }) => {
  const kept = charactersOf(read(subset));
  const available = charactersOf(read(full));

  it("has every character of the site's text that the full font has", () => {
    const missing = [...used].filter((c) => available.has(c) && !kept.has(c));
    expect(show(missing)).toEqual([]);
  });

  it("keeps the margin for typed text: all of printable ASCII and common marks", () => {
    const margin = [..." ~", "–—‘’“”…€£"].flatMap((c) => c.codePointAt(0)!);
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);
    const absent = [...ascii, ...margin].filter((c) => !kept.has(c));
    expect(show(absent)).toEqual([]);
  });

  it("is a real cut: a character the full font has outside the subset is gone", () => {
    // Latin-1 letters are left to the fallback font (see scripts/fonts.mjs).
    expect(available.has(0xe9)).toBe(true);
    expect(kept.has(0xe9)).toBe(false);
  });
});
