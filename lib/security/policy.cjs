// Security headers in one place. CommonJS because next.config.mjs and scripts/server.mjs load it as is.
// An HTML page's inline scripts run by their SHA-256 hashes (./response-policy.cjs) or, on Vercel,
// the request's nonce (proxy.ts); everything else gets the plain policy.
const { createHash } = require("node:crypto");

// A page may post a form to a route that redirects elsewhere, and browsers (Chromium) apply
// form-action to that redirect too: the customer's order page (/orders/<token>) sends "Accept and
// pay" to /api/orders/pay, which answers 303 to Stripe Checkout. No other page posts off the site.
const FORM_TARGETS = [
  [/^\/orders\/[^/?#]+\/?(?:[?#].*)?$/, "https://checkout.stripe.com"],
];

/** Where a form on the page at `path` may go besides the site itself. */
function formTargetsFor(path) {
  return FORM_TARGETS.filter(([page]) => page.test(path ?? "")).map(
    ([, target]) => target,
  );
}

function contentSecurityPolicy(scriptSources = [], formTargets = []) {
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
    ["form-action 'self'", ...formTargets].join(" "),
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

// Only the exact shapes of Next's own inline scripts get a hash: hashing any script in
// a body would also allow one that slipped into a text.
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

// Scripts with a src need no hash; data blocks such as JSON-LD never run.
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

/** `path`: the page's address (its query may follow), which decides where its forms may go. */
function policyForHtml(html, path) {
  return contentSecurityPolicy(inlineScriptHashes(html), formTargetsFor(path));
}

function noncePolicy(nonce, path) {
  return contentSecurityPolicy([`'nonce-${nonce}'`], formTargetsFor(path));
}

// Uploaded photos are never a document: nothing may load or run if one is opened alone or framed.
const IMAGE_POLICY = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const NON_PAGE_SOURCES = [
  "/api/:path*",
  "/_next/:path*",
  "/images/:path*",
  "/icon.svg",
  "/robots.txt",
  "/sitemap.xml",
];

// Every answer's headers besides its policy: next.config.mjs sends them with Next.js's answers,
// and the production server with every other (lib/security/response-policy.cjs).
function securityHeaders(production) {
  return {
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
  };
}

// Pages get their policy as they are answered (scripts/server.mjs; proxy.ts on Vercel).
function headerRules(production) {
  const headers = (entries) =>
    Object.entries(entries).map(([key, value]) => ({ key, value }));
  const policy = (value) => headers({ "Content-Security-Policy": value });
  return [
    { source: "/:path*", headers: headers(securityHeaders(production)) },
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
  securityHeaders,
  headerRules,
};
