// `node scripts/fonts.mjs`: regenerates the committed web fonts in
// components/layout/fonts/ and its index.ts from the variable fonts of
// @fontsource-variable (run by hand after a text change that brings a new
// character; components/layout/fonts/coverage.test.ts says when). Each family becomes two files with the weights the styles use
// (400-600) and the OpenType features a browser applies by default: the
// characters the site's own text uses plus a margin of punctuation (on every
// page, under half the bytes of the full Latin file), and the font's other
// Latin characters, declared with a unicode-range so that only a page showing
// one (a product name the family typed, "crème", "cœur") downloads it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import frauncesMetrics from "@capsizecss/metrics/fraunces";
import interMetrics from "@capsizecss/metrics/inter";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import arial from "@capsizecss/metrics/arial";
import { fromFile } from "@capsizecss/unpack/fs";
import * as prettier from "prettier";
import subsetFont from "subset-font";
import { fonts, textFiles } from "../components/layout/fonts/sources.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Margin for what an admin may type (product names, prices) and what Intl
// formatting emits: printable ASCII and the common typographic marks. Other
// Latin letters are in the second file.
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

// The Latin subset of @fontsource-variable (its unicode-range), and the
// combining accents the fonts also carry (for text typed in decomposed form).
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD,U+0300-036F";

const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");

function codePointsOf(ranges) {
  return ranges.split(",").flatMap((range) => {
    const [from, to = from] = range.replace(/U\+/g, "").split("-");
    const first = parseInt(from, 16);
    return Array.from(
      { length: parseInt(to, 16) - first + 1 },
      (_, i) => first + i,
    );
  });
}

/** Sorted code points as a CSS unicode-range, consecutive ones merged. */
function unicodeRange(codes) {
  const ranges = [];
  for (const c of codes) {
    const last = ranges.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges
    .map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`))
    .join(",");
}

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

const own = new Set([...characters].map((c) => c.codePointAt(0)));
// Control characters (C0, DEL, C1) have no glyphs.
const rest = [...new Set(codePointsOf(LATIN))]
  .filter((c) => c >= 0x20 && (c < 0x7f || c > 0x9f) && !own.has(c))
  .sort((a, b) => a - b);
const restRange = unicodeRange(rest);

const cut = (source, chars) =>
  subsetFont(source, chars, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });

for (const font of fonts) {
  const source = fs.readFileSync(path.join(root, font.full));
  for (const [to, chars] of [
    [font.subset, characters],
    [font.rest, String.fromCodePoint(...rest)],
  ]) {
    const file = await cut(source, chars);
    fs.writeFileSync(path.join(root, to), file);
    console.log(`${to}: ${source.length} -> ${file.length} bytes`);
  }
}

// The fallback faces text paints in until the fonts arrive: the fonts a phone
// or computer already has (Times New Roman and Arial on Apple and Windows,
// Noto Serif and Roboto on Android, DejaVu on Linux), scaled by capsize to the
// width and height of Fraunces and Inter, so the swap does not move the layout.
// DejaVu's metrics are read from Debian's fonts-dejavu-core.
const dejaVu = (name) =>
  fromFile(`/usr/share/fonts/truetype/dejavu/${name}.ttf`);
const stacks = [
  [frauncesMetrics, timesNewRoman, notoSerif, await dejaVu("DejaVuSerif")],
  [interMetrics, arial, roboto, await dejaVu("DejaVuSans")],
].map((metrics) => {
  // next/font writes the fallback names into CSS unquoted: no colon in them.
  const { fontFamily, fontFaces } = createFontStack(metrics);
  const plain = (css) => css.replaceAll("Fallback: ", "Fallback ");
  return { fontFamily: plain(fontFamily), fontFaces: plain(fontFaces) };
});
const fallbacksFile = path.join(root, "components/layout/fonts/fallbacks.css");
fs.writeFileSync(
  fallbacksFile,
  await prettier.format(
    `/* Written by \`node scripts/fonts.mjs\`: change the script, not this file. */\n${stacks
      .map((stack) => stack.fontFaces)
      .join("\n")}`,
    { filepath: fallbacksFile },
  ),
);
/** The stack's fallback face names (its first family is the font itself). */
const fallbackNames = (stack) =>
  JSON.stringify(
    stack.fontFamily
      .split(", ")
      .filter((name) => name.includes("Fallback"))
      .map((name) => name.replace(/"/g, "")),
  ).slice(1, -1);

// next/font reads its options at build time, so the range is written out.
// The second file joins the first one's family, which next/font names after
// its constant (`fraunces`, `inter`); e2e/fonts.spec.ts checks that a page uses it.
const weight = `${WEIGHTS.min} ${WEIGHTS.max}`;
const pair = (role, font, options) => {
  const name = font.family.toLowerCase();
  return `
const ${name} = localFont({
  src: "./${path.basename(font.subset)}",
  variable: "--font-${role}",
  display: "swap",
  weight: "${weight}",
  preload: false,${options}
});

const ${name}Rest = localFont({
  src: "./${path.basename(font.rest)}",
  variable: "--font-${role}-rest",
  display: "swap",
  weight: "${weight}",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "${name}" },
    { prop: "unicode-range", value: "${restRange}" },
  ],
});
`;
};
const [serif, sans] = fonts;
const indexFile = path.join(root, "components/layout/fonts/index.ts");
const index = `// Written by \`node scripts/fonts.mjs\`: change the script, not this file.
import localFont from "next/font/local";

// Self-hosted, cut to the weights and features the site uses. Each family is
// two files under one name: the site's own characters and the font's other
// Latin characters, which a browser fetches only for a page that shows one.
// None is preloaded: text paints at once in the metric-matched fallback faces
// of fallbacks.css and the fonts swap in without moving the layout (CLS budget
// 0.01, docs/quality.md), so the fonts stay off the path to the largest paint.
${pair(
  "serif",
  serif,
  `
  fallback: [${fallbackNames(stacks[0])}, "serif"],
  adjustFontFallback: false,`,
)}${pair(
  "sans",
  sans,
  `
  fallback: [${fallbackNames(stacks[1])}, "sans-serif"],
  adjustFontFallback: false,`,
)}
/** The classes that put both families' faces and variables on the page. */
export const fontVariables = [fraunces, frauncesRest, inter, interRest]
  .map((font) => font.variable)
  .join(" ");
`;
fs.writeFileSync(
  indexFile,
  await prettier.format(index, {
    ...(await prettier.resolveConfig(indexFile)),
    filepath: indexFile,
  }),
);
