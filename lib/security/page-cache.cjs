// The page cache of Next.js, as a complete handler of its documented `cacheHandler`
// interface (get, set, revalidateTag, resetRequestCache), with one duty of ours:
// every HTML page it stores carries the Content-Security-Policy that lists the hashes
// of that page's inline scripts. The policy travels with the page, so a page rebuilt
// after a catalogue save (/products) is served with the hashes of its new scripts.
// Entries live in this process's memory only: a page is rendered by the server that
// serves it, with that server's settings (SITE_URL, DATA_DIR, the mail service the
// privacy policy names), never taken from another server or an earlier start
// (scripts/server.mjs renders the static pages once at start).
// Loaded by Next.js through next.config.mjs.
const { policyForHtml } = require("./policy.cjs");

const POLICY_HEADER = "content-security-policy";
// The header in which Next.js lists the tags a cached page was rendered with.
const TAGS_HEADER = "x-next-cache-tags";

/** @typedef {{ value: any, lastModified: number, tags: string[] }} Entry */

/** Module state: Next.js creates a handler per request, the cache outlives them. */
const memory = new Map();
/**
 * Answers that were 404 (a /products/<id> the catalogue does not hold): only the
 * most recent few, or every address a visitor makes up would add an entry.
 * Oldest first (a Map keeps insertion order).
 */
const missing = new Map();
const MISSING_KEPT = 50;
/** @type {Map<string, number>} tag → when it was last revalidated */
const revalidated = new Map();

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
    const entry = memory.get(key) ?? missing.get(key);
    if (!entry) return null;
    if (
      entry.tags.some(
        (tag) => (revalidated.get(tag) ?? 0) >= entry.lastModified,
      )
    )
      return null;
    return entry;
  }

  /** @param {string} key */
  async set(key, data, ctx) {
    missing.delete(key);
    const value = data ? withPagePolicy(data) : null;
    const found = value !== null && value.status !== 404;
    // Forgotten, or now a 404 (a product removed).
    if (!found) memory.delete(key);
    if (!value) return;
    /** @type {Entry} */
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx) };
    if (found) memory.set(key, entry);
    else if (value.kind === "APP_PAGE") {
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
    for (const tag of [tags].flat()) revalidated.set(tag, now);
  }

  resetRequestCache() {}
}

module.exports = PageCache;
module.exports.withPagePolicy = withPagePolicy;
