// Without this handler Next.js would serve the pages prerendered at build time, with the
// build's SITE_URL, data and mail settings; with it every server renders its own.

// Module state: Next.js creates a handler per request. Map order is recency, so made-up
// addresses (each a 404 page) push out the oldest.
const memory = new Map();
const KEPT = 500;

// Through globalThis: Next.js loads this file apart from the code it bundles (lib/site-changes.ts).
const changes = (globalThis[Symbol.for("halabi.siteChanges")] ??= {});
const CHECK_EVERY_MS = 1000;
let checkedAt = -Infinity;
let checking = false;

// A save on another instance moves the mark: pages from before are forgotten.
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

  // Pages only: a fetch answer (Next.js's `kind` "FETCH") is never kept, so no read of the data
  // store is answered from here. During `next build` Next.js would otherwise keep every fetch
  // that names no `cache`, writes included, and answer the same request again from memory.
  async set(key, data) {
    memory.delete(key);
    if (data === null || data === undefined || data.kind === "FETCH") return;
    memory.set(key, { value: data, lastModified: Date.now() });
    if (memory.size > KEPT) memory.delete(memory.keys().next().value);
  }

  // The site revalidates only after a save, so forgetting everything means no tags need tracking.
  async revalidateTag() {
    memory.clear();
  }

  resetRequestCache() {}
}

module.exports = PageCache;
