// Next.js's cache (rendered pages, cached reads) in this process's memory only,
// through the documented `cacheHandler` interface: values are kept as Next.js
// gives them and never looked into. Without it Next.js would serve the pages it
// prerendered at build time, with the build's SITE_URL, data and mail settings;
// with it every server renders its pages itself, with its own (e2e/site-url.spec.ts
// serves one build at a second address). Loaded by Next.js through next.config.mjs.

/**
 * Module state: Next.js creates a handler per request, the cache outlives them.
 * Most recently used last (a Map keeps insertion order), so the oldest go first
 * once made-up addresses (each a 404 page) would fill it.
 */
const memory = new Map();
const KEPT = 500;

/**
 * Shared with lib/site-changes.ts through globalThis, since Next.js loads this
 * file apart from the code it bundles: `read` answers the change mark every
 * save moves in the shared data store, `seen` the mark these pages follow.
 */
const changes = (globalThis[Symbol.for("halabi.siteChanges")] ??= {});
const CHECK_EVERY_MS = 1000;
let checkedAt = -Infinity;
let checking = false;

/**
 * A save on another instance moves the mark: every page kept from before is
 * forgotten. Checked in the background, at most once a second and only while
 * pages are asked for; an unreachable store keeps the pages until a later check.
 */
function followChanges() {
  if (!changes.read || checking || Date.now() - checkedAt < CHECK_EVERY_MS)
    return;
  checking = true;
  checkedAt = Date.now();
  const before = changes.seen;
  changes
    .read()
    .then((mark) => {
      // A save here in the meantime has already set `seen` and forgotten the pages.
      if (changes.seen !== before || mark === before) return;
      changes.seen = mark;
      memory.clear();
    })
    .catch(() => {})
    .finally(() => {
      checking = false;
    });
}

class PageCache {
  async get(key) {
    followChanges();
    const entry = memory.get(key);
    if (!entry) return null;
    memory.delete(key);
    memory.set(key, entry);
    return entry;
  }

  /** `data` null: forget the key. */
  async set(key, data) {
    memory.delete(key);
    if (data === null || data === undefined) return;
    memory.set(key, { value: data, lastModified: Date.now() });
    if (memory.size > KEPT) memory.delete(memory.keys().next().value);
  }

  /**
   * Any revalidation forgets everything: the site revalidates only after a
   * save (lib/site-changes.ts), and each page is rendered again on its next
   * visit, so no entry's tags need to be known.
   */
  async revalidateTag() {
    memory.clear();
  }

  resetRequestCache() {}
}

module.exports = PageCache;
