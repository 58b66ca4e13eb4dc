// The site's security headers, in one place. Scripts run only from the site's own
// files, plus, on an HTML page, the inline scripts of that very answer: their SHA-256
// hashes, added by the production server as the answer leaves (./response-policy.cjs),
// or on Vercel the request's nonce (proxy.ts). Everything else (API answers,
// build files, images) gets the plain policy from next.config.mjs through headerRules().
// CommonJS JavaScript because next.config.mjs and scripts/server.mjs load it as it is.
const { createHash } = require("node:crypto");

/** The policy, with extra `script-src` entries: hashes or a nonce. */
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

/*
 * The inline scripts Next writes, by their exact shapes: React's flight data,
 * `self.__next_f.push(<one JSON array>)` (the first also creating the list),
 * and Turbopack's list of the page's chunks. Hashing whatever script a body
 * holds would also allow one that slipped into a text; a script of any other
 * shape gets no hash, so the browser does not run it.
 */
const NEXT_SCRIPTS = [
  [
    /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
    Array.isArray,
  ],
  [/^self\.__next_f\.push\(([\s\S]*)\)$/, Array.isArray],
  [
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/,
    (value) => typeof value === "object" && value !== null,
  ],
];

/** Whether an inline script is one Next wrote: a known shape around one piece of JSON. */
function isNextScript(body) {
  for (const [shape, fits] of NEXT_SCRIPTS) {
    const json = shape.exec(body)?.[1];
    if (json === undefined) continue;
    try {
      return fits(JSON.parse(json));
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The `'sha256-…'` source of every inline script of Next's an HTML page runs, in
 * order, without repeats. Scripts loaded from a URL need no hash, data blocks such
 * as JSON-LD (`type="application/ld+json"`) are never run, and any other inline
 * script is not Next's: none of them is listed.
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1].toLowerCase();
    if (type && !JAVASCRIPT_TYPES.has(type)) continue;
    if (!isNextScript(body)) continue;
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The policy of one HTML answer: exactly the inline scripts it holds. */
function policyForHtml(html) {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/** The policy of a page rendered per request with `nonce` on its scripts (Vercel). */
function noncePolicy(nonce) {
  return contentSecurityPolicy([`'nonce-${nonce}'`]);
}

/**
 * Pictures (uploaded photos under /media, social cards): never a document, so
 * nothing may load or run if one is opened on its own or framed.
 */
const IMAGE_POLICY = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

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

/**
 * The `headers()` rules of next.config.mjs: the security headers everywhere, the
 * plain policy on what is never a page, the image policy on uploaded photos. Pages get theirs as they are answered
 * (scripts/server.mjs; on Vercel proxy.ts), and any answer still without one
 * gets the plain policy from the production server.
 */
function headerRules(production) {
  const headers = (entries) =>
    Object.entries(entries).map(([key, value]) => ({ key, value }));
  const policy = (value) => headers({ "Content-Security-Policy": value });
  return [
    {
      source: "/:path*",
      headers: headers({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy":
          "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        ...(production && {
          "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        }),
      }),
    },
    ...NON_PAGE_SOURCES.map((source) => ({
      source,
      headers: policy(contentSecurityPolicy()),
    })),
    // Uploaded photos (app/media/[name]); the social cards set theirs themselves.
    { source: "/media/:path*", headers: policy(IMAGE_POLICY) },
  ];
}

module.exports = {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyForHtml,
  noncePolicy,
  IMAGE_POLICY,
  headerRules,
};
