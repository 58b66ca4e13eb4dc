import { expect, test, type APIResponse } from "./support/test";
import { unhashedScripts } from "./support/csp";
import { otherPages, publicPages } from "./support/pages";

/**
 * The security header set (lib/security/policy.cjs) on every page
 * and API route, and no cookie for a visitor who only browses. The e2e server
 * runs in production mode, so Strict-Transport-Security must be there too.
 */

const REQUIRED_CSP = {
  "default-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'none'",
  "frame-ancestors": "'none'",
  "form-action": "'self'",
};

/** Exactly one policy, and no inline script allowed by anything but a hash or nonce. */
async function expectOnePolicy(
  where: string,
  response: APIResponse,
): Promise<void> {
  const policies = (await response.headersArray()).filter(
    (h) => h.name.toLowerCase() === "content-security-policy",
  );
  expect(policies, `${where}: one Content-Security-Policy`).toHaveLength(1);
  const scriptSrc =
    /(?:^|;)\s*script-src ([^;]*)/.exec(policies[0]!.value)?.[1] ?? "";
  expect(scriptSrc.split(/\s+/)[0], `${where}: script-src`).toBe("'self'");
  for (const source of scriptSrc.split(/\s+/).slice(1))
    expect(source, `${where}: script-src`).toMatch(
      /^'(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)'$/,
    );
}

function expectSecurityHeaders(
  where: string,
  headers: Record<string, string>,
): void {
  const csp = new Map(
    (headers["content-security-policy"] ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values.join(" ")]),
  );
  for (const [directive, value] of Object.entries(REQUIRED_CSP))
    expect(csp.get(directive), `${where}: CSP ${directive}`).toBe(value);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe(
    "strict-origin-when-cross-origin",
  );
  // Denies what the site does not use.
  for (const feature of ["camera", "microphone", "geolocation", "payment"])
    expect(headers["permissions-policy"], where).toContain(`${feature}=()`);
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], where).toBe("same-origin");
  const hsts = headers["strict-transport-security"] ?? "";
  expect(hsts, where).toMatch(/includeSubDomains/i);
  expect(
    Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0),
    where,
  ).toBeGreaterThanOrEqual(31_536_000);
}

const pages = [
  ...publicPages.map((p) => p.path),
  ...otherPages,
  "/addProducts",
  "/fr",
  "/",
];

test("every page and each redirect on the way carries the security headers, sets no cookie, and its policy lists the hash of every inline script it runs", async ({
  request,
}) => {
  for (const path of pages) {
    // The page and each redirect on the way (/fr, /addProducts for a visitor), at most 3.
    let response = await request.get(path, { maxRedirects: 0 });
    for (let hop = 0; ; hop++) {
      const where = `${path} (${response.url()})`;
      expectSecurityHeaders(where, response.headers());
      await expectOnePolicy(where, response);
      expect(
        response.headers()["set-cookie"],
        `${where} sets a cookie`,
      ).toBeUndefined();
      const location = response.headers()["location"];
      if (!location) break;
      expect(hop, `${path}: redirects`).toBeLessThan(3);
      response = await request.get(new URL(location, response.url()).href, {
        maxRedirects: 0,
      });
    }
    expect(response.status(), path).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    expect(unhashedScripts(html, ""), `${path}: inline scripts`).not.toEqual(
      [],
    );
    expect(unhashedScripts(html, policy), path).toEqual([]);
  }
});

test("files and the not-found page carry the security headers too", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/robots.txt",
    "/sitemap.xml",
    "/icon.svg",
    "/images/banner.svg",
    "/no-such-page",
    "/home?_rsc=1",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectSecurityHeaders(path, response.headers());
    await expectOnePolicy(path, response);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
});

/**
 * What Next.js itself would answer with a 500 (TRACE; a POST with `RSC: 1` where nothing is),
 * a 409 or a 400 (a form or a server action's headers), and the server's own 400: each a 4xx
 * with every header (the server's rules: lib/http/site-server.test.ts).
 */
test("a method no route takes, a body sent where nothing is, a broken escape: a 4xx with every header", async ({
  request,
}) => {
  const bodies = [
    { headers: { rsc: "1" }, data: "x" },
    {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "a=b",
    },
    { multipart: { a: "b" } },
    { headers: { "content-type": "application/json" }, data: '{"a":1}' },
    {
      headers: { "next-action": "abc", "content-type": "text/plain" },
      data: "[]",
    },
  ];
  const cases = [
    ...["/home", "/api/health", "/images/banner.svg", "/no-such-page"].map(
      (path) => ({ method: "TRACE", path, status: 405 }),
    ),
    { method: "PROPFIND", path: "/api/contact", status: 405 },
    { method: "PUT", path: "/images/banner.svg", status: 405 },
    ...bodies.flatMap((body) => [
      { method: "POST", path: "/contact", status: 405, ...body },
      { method: "POST", path: "/no-such-page", status: 404, ...body },
      { method: "POST", path: "/api/no-such-route", status: 404, ...body },
    ]),
    { method: "GET", path: "/products/%E0%A4%A", status: 400 },
  ];
  for (const { method, path, status, ...body } of cases) {
    const where = `${method} ${path} ${JSON.stringify(body)}`;
    const response = await request.fetch(path, { method, ...body });
    expect(response.status(), where).toBe(status);
    if (status === 405) expect(response.headers()["allow"], where).toBeTruthy();
    expectSecurityHeaders(where, response.headers());
    await expectOnePolicy(where, response);
  }
});

type Call = {
  method: string;
  path: string;
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Routes a visitor (not signing in) reaches must not set cookies. */
  visitor: boolean;
};

const json = { "content-type": "application/json" };
const calls: Call[] = [
  { method: "GET", path: "/api/health", status: 200, visitor: true },
  { method: "GET", path: "/api/products", status: 200, visitor: true },
  {
    method: "PUT",
    path: "/api/products",
    status: 401,
    data: "[]",
    headers: json,
    visitor: true,
  },
  {
    method: "POST",
    path: "/api/products/no-such-soap/like",
    status: 404,
    visitor: true,
  },
  {
    method: "POST",
    path: "/api/contact",
    status: 400,
    data: "{}",
    headers: json,
    visitor: true,
  },
  {
    method: "POST",
    path: "/api/auth/signup",
    status: 400,
    data: "{}",
    headers: json,
    visitor: true,
  },
  // next-auth hands out its CSRF cookie on any auth GET; only signed-in
  // browsers (a session hint, components/account/session.ts) and the login form call these.
  { method: "GET", path: "/api/auth/session", status: 200, visitor: false },
  { method: "GET", path: "/api/auth/providers", status: 200, visitor: false },
  // The CSRF token is a cookie by design: only the sign-in form asks for it.
  { method: "GET", path: "/api/auth/csrf", status: 200, visitor: false },
  { method: "GET", path: "/api/auth/signin", status: 302, visitor: false },
  {
    method: "POST",
    path: "/api/auth/callback/credentials",
    status: 400,
    data: "{}",
    headers: json,
    visitor: false,
  },
  {
    method: "POST",
    path: "/api/auth/signout",
    status: 400,
    data: "{}",
    headers: json,
    visitor: false,
  },
  { method: "DELETE", path: "/api/products", status: 405, visitor: true },
];

test("every API route carries the security headers; visitor routes set no cookie", async ({
  request,
}) => {
  for (const call of calls) {
    const where = `${call.method} ${call.path}`;
    const response: APIResponse = await request.fetch(call.path, {
      method: call.method,
      data: call.data,
      headers: {
        ...call.headers,
        "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
      maxRedirects: 0,
    });
    expect(response.status(), where).toBe(call.status);
    expectSecurityHeaders(where, response.headers());
    await expectOnePolicy(where, response);
    if (call.visitor)
      expect(
        response.headers()["set-cookie"],
        `${where} sets a cookie`,
      ).toBeUndefined();
  }
});
