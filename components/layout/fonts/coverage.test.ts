import fs from "node:fs";
import path from "node:path";
import { charactersOf } from "@/test/fonts/woff2-characters";
import { fonts, textFiles } from "./sources.cjs";

// The committed fonts are cut by scripts/fonts.mjs. A text that brings a new
// character must regenerate them, or that character would silently show in the
// fallback font or make every page download the second file.
const root = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file));

const used = new Set(
  textFiles(root)
    .flatMap((file) => [...read(file).toString("utf8")])
    .filter((c) => c >= " ")
    .map((c) => c.codePointAt(0)!),
);

const show = (codes: Iterable<number>) =>
  [...codes].map((c) => `${String.fromCodePoint(c)} U+${c.toString(16)}`);

/** The unicode-range index.ts declares for a family's second file. */
function declaredRange(rest: string): Set<number> {
  const index = read("components/layout/fonts/index.ts").toString("utf8");
  const call = index.split("localFont(").find((c) => c.includes(rest))!;
  const range = /"unicode-range",\s*value:\s*"([^"]+)"/.exec(call)![1];
  return new Set(
    range.split(",").flatMap((part) => {
      const [from, to = from] = part.replace(/U\+/g, "").split("-");
      const first = parseInt(from, 16);
      return Array.from(
        { length: parseInt(to, 16) - first + 1 },
        (_, i) => first + i,
      );
    }),
  );
}

describe.each(fonts)("$family", ({ subset, rest, full }) => {
  const kept = charactersOf(read(subset));
  const others = charactersOf(read(rest));
  const available = charactersOf(read(full));
  const range = declaredRange(path.basename(rest));

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

  it("leaves the font's other Latin letters to the second file, which has them all", () => {
    for (const c of "éèàùâêîôûëïüÿœæÉÀÇŒñß")
      expect([c, others.has(c.codePointAt(0)!)]).toEqual([c, true]);
    const lost = [...available].filter(
      (c) => c >= 0x20 && !kept.has(c) && !others.has(c),
    );
    expect(show(lost.filter((c) => c < 0x7f || c > 0x9f))).toEqual([]);
  });

  it("declares the second file for its characters only, so the site's own text never fetches it", () => {
    expect(show([...others].filter((c) => !range.has(c)))).toEqual([]);
    expect(show([...kept].filter((c) => range.has(c)))).toEqual([]);
  });
});
