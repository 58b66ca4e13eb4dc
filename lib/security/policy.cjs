// The site's security headers, in one place. Scripts run only from the site's own
// files, plus, on an HTML page, the inline scripts that page was built with (their
// SHA-256 hashes, attached by ./page-cache.cjs) or, on a page rendered per request, the
// request's nonce (attached by middleware.ts). Everything else (API answers, build
// files, images) gets the plain policy from next.config.mjs through headerRules().
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

/**
 * Paths that are never an HTML page the site built: API answers, build files,
 * public images and the generated metadata files. They get the plain policy.
 */
const NON_PAGE_SOURCES = [
  "/api/:path*",
  "/_next/:path*",
  "/images/:path*",
  "/icon.svg",
  "/robots.txt",
  "/sitemap.xml",
];

/** @param {boolean} production */
function securityHeaders(production) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (production)
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=31536000; includeSubDomains",
    });
  return headers;
}

/**
 * The `headers()` rules of next.config.mjs. `pageCacheReplaced` is for hosts that
 * serve prerendered pages from their own cache (Vercel sets `VERCEL`): our cache
 * handler, and with it the hash policy, does not run there, so every answer gets
 * one policy from here that allows inline scripts rather than none at all.
 * @param {boolean} production
 * @param {{ pageCacheReplaced?: boolean }} [options]
 */
function headerRules(production, { pageCacheReplaced = false } = {}) {
  if (pageCacheReplaced) {
    const fallback = contentSecurityPolicy(["'unsafe-inline'"]);
    return [
      {
        source: "/:path*",
        headers: [
          ...securityHeaders(production),
          { key: "Content-Security-Policy", value: fallback },
        ],
      },
    ];
  }
  const plainPolicy = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  ];
  return [
    { source: "/:path*", headers: securityHeaders(production) },
    ...NON_PAGE_SOURCES.map((source) => ({ source, headers: plainPolicy })),
  ];
}

module.exports = {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyForHtml,
  headerRules,
};
