// The page cache (lib/security/page-cache.cjs) attaches each page's script hashes
// to the copy it stores, but the first answer of a page not yet in that cache is
// streamed straight from the renderer without them. So the server renders every
// static page once through a private loopback listener before it takes visitors.

/** Pages prerendered by the build that the sitemap does not list. */
const UNLISTED = ["/login", "/shopping-list", "/underconstruction"];
// Unknown addresses all share the one not-found page.
const NOT_FOUND = "/page-cache-warm-up";

/** Renders `paths` through `base` (so the page cache stores them with their policy). */
export async function renderAhead(base, paths) {
  await Promise.all(
    paths.map((path) => fetch(`${base}${path}`).then((r) => r.arrayBuffer())),
  );
}

/**
 * Requests every static page from `base` (the sitemap's pages plus the unlisted
 * ones and the not-found page), so each is rendered and stored with its policy.
 * @param {string} base e.g. http://127.0.0.1:41234
 */
export async function warmPages(base) {
  const sitemap = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  const paths = [...new Set([...listed, ...UNLISTED, NOT_FOUND])];
  await renderAhead(base, paths);
  return paths;
}
