// `node scripts/fonts.mjs`: regenerates the committed web fonts in app/fonts/
// from the variable fonts of @fontsource-variable (run by hand after a text
// change that brings a new character; app/fonts/coverage.test.ts says when).
// Each font keeps only the characters the site's own text uses plus a margin of
// punctuation, the weights the styles use (400-600) and the OpenType features
// a browser applies by default: under half the bytes of the full Latin files,
// so the first paint waits less.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { fonts, textFiles } from "../app/fonts/sources.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Margin for what an admin may type (product names, prices) and what Intl
// formatting emits: printable ASCII and the common typographic marks. Other
// characters (accented letters, Arabic) fall back to the metric-matched
// system font; Latin-1 letters would cost a third more bytes.
const MARGIN = [
  String.fromCodePoint(
    ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ),
  "\u00a0\u2009\u202f©®°·×€£¥–—‘’‚“”„•…′″‹›«»™−→",
].join("");

// font-normal, font-medium, font-semibold (see the Tailwind classes in use).
const WEIGHTS = { min: 400, max: 600 };
// The features a browser applies by default, and tabular figures; Inter's
// contextual alternates (calt: raised colons and dashes between capitals)
// would add a quarter to its file for a difference hardly seen.
const FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "rlig",
  "tnum",
];

const text = [
  MARGIN,
  ...textFiles(root).map((file) =>
    fs.readFileSync(path.join(root, file), "utf8"),
  ),
].join("");
// One of each character, in code point order, so a regeneration is reproducible.
const characters = [...new Set(text)]
  .filter((c) => c >= " ")
  .sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
  .join("");

for (const { full, subset: to } of fonts) {
  const source = fs.readFileSync(path.join(root, full));
  const subset = await subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  fs.writeFileSync(path.join(root, to), subset);
  console.log(`${to}: ${source.length} -> ${subset.length} bytes`);
}
