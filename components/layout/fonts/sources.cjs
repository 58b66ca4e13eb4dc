// What scripts/fonts.mjs cuts the fonts from, shared with the test that checks
// the result (coverage.test.ts): plain CommonJS so both can load it.
const fs = require("node:fs");
const path = require("node:path");

const fonts = [
  {
    family: "Fraunces",
    full: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    subset: "components/layout/fonts/fraunces.woff2",
    rest: "components/layout/fonts/fraunces-rest.woff2",
  },
  {
    family: "Inter",
    full: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    subset: "components/layout/fonts/inter.woff2",
    rest: "components/layout/fonts/inter-rest.woff2",
  },
];

/**
 * Where the visible text comes from: the messages, the default catalogue and
 * the few marks written in the components themselves (arrows, ×).
 */
function textFiles(root) {
  const tsxUnder = (dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => path.join(dir, file));
  return [
    "messages/en.json",
    "lib/products/seed.ts",
    ...tsxUnder("app"),
    ...tsxUnder("components"),
  ];
}

module.exports = { fonts, textFiles };
