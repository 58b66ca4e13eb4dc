// The Content-Security-Policy (DESIGN.md section 7, issue 8). Scripts run only from the
// site's own files, plus, on an HTML page, the inline scripts that page was built with
// (their SHA-256 hashes) or, on a page rendered per request, the request's nonce.
// CommonJS JavaScript because next.config.mjs and the cache handler load it as it is.
const { createHash } = require("node:crypto");

/** @param {string[]} scriptSources extra `script-src` entries: hashes or a nonce */
function contentSecurityPolicy(scriptSources = []) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SRC = /\bsrc\s*=/i;
const JAVASCRIPT_TYPES = new Set([
  "module",
  "text/javascript",
  "application/javascript",
]);

/**
 * The `'sha256-…'` source of every inline script an HTML page runs, in order, without
 * repeats. Scripts loaded from a URL need no hash, and data blocks such as JSON-LD
 * (`type="application/ld+json"`) are never run, so neither is listed.
 * @param {string} html
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1].toLowerCase();
    if (type && !JAVASCRIPT_TYPES.has(type)) continue;
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The policy of one prerendered HTML page. */
function policyForHtml(html) {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

module.exports = { contentSecurityPolicy, inlineScriptHashes, policyForHtml };
