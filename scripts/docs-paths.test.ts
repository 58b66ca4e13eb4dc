import fs from "node:fs";
import path from "node:path";

/*
 * The README and docs/ name files and folders for a newcomer to open: every
 * path they name must exist, so a move or a deletion updates the docs too.
 */
const root = path.join(__dirname, "..");
const documents = [
  "README.md",
  ...fs.readdirSync(path.join(root, "docs")).map((name) => `docs/${name}`),
].filter((name) => name.endsWith(".md"));

// A folder of the tree, then segments: words, route groups "(site)", dynamic
// "[name]"; a trailing `*` names every file that starts so.
const PATH =
  /(?:^|[^\w./-])((?:app|components|lib|scripts|e2e|test|bench|docs)\/(?:(?:\([\w-]+\)|\[[\w.]+\]|[\w.-])+\/?)*)(\*?)/g;

it.each(documents)("%s names only paths that exist", (name) => {
  const text = fs.readFileSync(path.join(root, name), "utf8");
  const named = [...text.matchAll(PATH)].map(([, name, star]) => ({
    name: name!.replace(/\.$/, ""),
    star,
  }));
  expect(named.length).toBeGreaterThan(0);
  const missing = named.filter(({ name, star }) => !exists(name, star === "*"));
  expect(missing.map(({ name, star }) => name + star)).toEqual([]);
});

/** What a run writes (git-ignored, so absent from a fresh clone) counts as there. */
const generated = fs
  .readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n");

function exists(name: string, prefix: boolean): boolean {
  if (generated.includes(name)) return true;
  if (!prefix) return fs.existsSync(path.join(root, name));
  const folder = path.join(root, path.dirname(name));
  return (
    fs.existsSync(folder) &&
    fs.readdirSync(folder).some((file) => file.startsWith(path.basename(name)))
  );
}
