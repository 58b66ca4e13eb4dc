// Security headers (DESIGN.md section 7, issue 8), applied by next.config.mjs headers().
// Plain JavaScript because next.config.mjs imports it before TypeScript is compiled.
import csp from "./csp.cjs";

/**
 * Paths that are never an HTML page the site built: API answers, build files,
 * public images and the generated metadata files. They get the plain policy here.
 * Pages get theirs elsewhere, one per page: a prerendered page from the page cache
 * (lib/security/csp-cache-handler.cjs, with its inline-script hashes) and a page
 * rendered per request, or a redirect, from the middleware (with a nonce).
 */
export const NON_PAGE_SOURCES = [
  "/api/:path*",
  "/_next/:path*",
  "/images/:path*",
  "/icon.svg",
  "/robots.txt",
  "/sitemap.xml",
];

/** @param {boolean} production */
export function securityHeaders(production) {
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
  if (production) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=31536000; includeSubDomains",
    });
  }
  return headers;
}

/**
 * The `headers()` rules of next.config.mjs. `pageCacheReplaced` is for hosts that
 * serve prerendered pages from their own cache (Vercel sets `VERCEL`): our cache
 * handler, and with it the hash policy, does not run there, so every answer gets
 * one policy from here that allows inline scripts rather than none at all.
 */
export function headerRules(production, { pageCacheReplaced = false } = {}) {
  const plainPolicy = [
    { key: "Content-Security-Policy", value: csp.contentSecurityPolicy() },
  ];
  if (pageCacheReplaced) {
    const fallback = csp.contentSecurityPolicy(["'unsafe-inline'"]);
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
  return [
    { source: "/:path*", headers: securityHeaders(production) },
    ...NON_PAGE_SOURCES.map((source) => ({ source, headers: plainPolicy })),
  ];
}
