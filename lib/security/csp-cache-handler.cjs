// Next.js's own file-system cache of prerendered pages, with one addition: every HTML
// page it stores or serves carries the Content-Security-Policy that lists the hashes of
// that page's inline scripts. The policy travels with the page, so a page rebuilt after a
// catalogue save (/products) is served with the hashes of its new scripts, never the old.
// Loaded by Next.js through `cacheHandler` in next.config.mjs.
const fileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js");
const { policyForHtml } = require("./csp.cjs");

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const POLICY_HEADER = "content-security-policy";
/** Cached page value → the HTML its policy was computed from. */
const policyComputedFor = new WeakMap();

/** Adds the page's policy to a cached page value (in place, once per HTML). */
function withPagePolicy(value) {
  if (value?.kind !== "APP_PAGE") return value;
  const html =
    typeof value.html === "string"
      ? value.html
      : Buffer.isBuffer(value.html)
        ? value.html.toString("utf8")
        : undefined;
  if (html === undefined || policyComputedFor.get(value) === value.html) {
    return value;
  }
  value.headers = { ...value.headers, [POLICY_HEADER]: policyForHtml(html) };
  policyComputedFor.set(value, value.html);
  return value;
}

class PagePolicyCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, withPagePolicy(data), ctx);
  }
}

module.exports = PagePolicyCache;
module.exports.withPagePolicy = withPagePolicy;
