// Security headers in one place. CommonJS because next.config.mjs and scripts/server.mjs load it as is.
// An HTML page's inline scripts run by their SHA-256 hashes (./response-policy.cjs) or, on Vercel,
// the request's nonce (proxy.ts); everything else gets the plain policy.
const { createHash } = require("node:crypto");

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

function policyForHtml(html) {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

function noncePolicy(nonce) {
  return contentSecurityPolicy([`'nonce-${nonce}'`]);
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
