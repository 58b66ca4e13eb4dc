// The page cache of Next.js, as a complete handler of its documented `cacheHandler`
// interface (get, set, revalidateTag, resetRequestCache), with one duty of ours:
// every HTML page it stores carries the Content-Security-Policy that lists the hashes
// of that page's inline scripts. The policy travels with the page, so a page rebuilt
// after a catalogue save (/products) is served with the hashes of its new scripts.
// Entries live in memory and in files under the build folder, one folder per build.
// Loaded by Next.js through next.config.mjs.
const { createHash } = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { policyForHtml } = require("./policy.cjs");

const POLICY_HEADER = "content-security-policy";
// The header in which Next.js lists the tags a cached page was rendered with.
const TAGS_HEADER = "x-next-cache-tags";

/** @typedef {{ value: any, lastModified: number, tags: string[] }} Entry */

/** Module state: Next.js creates a handler per request, the cache outlives them. */
const memory = new Map();
/**
 * Answers that were 404 (a /products/<id> the catalogue does not hold) never
 * reach the disk, or every address a visitor makes up would add a file; such
 * pages stay in memory, the most recent few. Oldest first (a Map keeps insertion order).
 */
const missing = new Map();
const MISSING_KEPT = 50;
/** @type {Map<string, number>} tag → when it was last revalidated */
let revalidated;

const distDir = () => path.resolve(process.env.NEXT_DIST_DIR || ".next");
let buildFolder;

/**
 * One folder per build (its BUILD_ID): a page stored by an earlier build names
 * script and style files that the next build no longer has. Older builds' folders go.
 */
function folder() {
  if (buildFolder) return buildFolder;
  const root = path.join(distDir(), "cache", "pages-with-policy");
  let build;
  try {
    build = fs.readFileSync(path.join(distDir(), "BUILD_ID"), "utf8").trim();
  } catch {
    // During `next build` there is no id yet: what it stores is kept apart.
    return path.join(root, "building");
  }
  for (const entry of fs.existsSync(root) ? fs.readdirSync(root) : [])
    if (entry !== build)
      fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  buildFolder = path.join(root, build);
  return buildFolder;
}
const fileOf = (key) =>
  path.join(folder(), `${createHash("sha256").update(key).digest("hex")}.json`);
const tagsFile = () => path.join(folder(), "revalidated-tags.json");

// Cached values hold Buffers and Maps (page HTML, its data, its segments): JSON keeps them tagged.
function encode(entry) {
  return JSON.stringify(entry, function (key, value) {
    const original = this[key];
    if (Buffer.isBuffer(original))
      return { $buffer: original.toString("base64") };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object") {
      if (typeof value.$buffer === "string")
        return Buffer.from(value.$buffer, "base64");
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

function writeFileAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

function revalidatedTags() {
  if (!revalidated) {
    try {
      revalidated = new Map(
        Object.entries(JSON.parse(fs.readFileSync(tagsFile(), "utf8"))),
      );
    } catch {
      revalidated = new Map();
    }
  }
  return revalidated;
}

/**
 * Adds the page's policy to a cached page value, in place: the page being stored is
 * also the answer being sent, which must carry the same policy. Other kinds pass through.
 */
function withPagePolicy(value) {
  if (value?.kind !== "APP_PAGE") return value;
  const html =
    typeof value.html === "string"
      ? value.html
      : Buffer.isBuffer(value.html)
        ? value.html.toString("utf8")
        : undefined;
  if (html === undefined) return value;
  return {
    ...value,
    headers: { ...value.headers, [POLICY_HEADER]: policyForHtml(html) },
  };
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  return [
    ...(Array.isArray(ctx?.tags) ? ctx.tags : []),
    ...(typeof header === "string" ? header.split(",") : []),
  ];
}

class PageCache {
  /** @param {string} key */
  async get(key) {
    let entry = memory.get(key) ?? missing.get(key);
    if (!entry) {
      try {
        entry = decode(fs.readFileSync(fileOf(key), "utf8"));
        memory.set(key, entry);
      } catch {
        return null;
      }
    }
    const tags = revalidatedTags();
    if (entry.tags.some((tag) => (tags.get(tag) ?? 0) >= entry.lastModified))
      return null;
    return entry;
  }

  /** @param {string} key */
  async set(key, data, ctx) {
    missing.delete(key);
    const value = data ? withPagePolicy(data) : null;
    const found = value !== null && value.status !== 404;
    if (!found) {
      // Forgotten, or now a 404 (a product removed): no file of it stays.
      memory.delete(key);
      fs.rmSync(fileOf(key), { force: true });
    }
    if (!value) return;
    /** @type {Entry} */
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx) };
    if (found) {
      memory.set(key, entry);
      writeFileAtomically(fileOf(key), encode(entry));
    } else if (value.kind === "APP_PAGE") {
      // The page keeps its policy for the next visitor; other 404s (a made-up
      // social card address) are cheap to answer again and are not kept.
      missing.set(key, entry);
      if (missing.size > MISSING_KEPT)
        missing.delete(missing.keys().next().value);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const now = Date.now();
    const known = revalidatedTags();
    for (const tag of [tags].flat()) known.set(tag, now);
    writeFileAtomically(tagsFile(), JSON.stringify(Object.fromEntries(known)));
  }

  resetRequestCache() {}
}

module.exports = PageCache;
module.exports.withPagePolicy = withPagePolicy;
