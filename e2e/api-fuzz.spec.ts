import { test } from "./support/test";
import {
  Fuzz,
  FUZZ_SEED,
  formOf,
  json,
  segment,
  UNICODE_EDGES,
} from "../test/fuzz";
import { cookie, query } from "../test/fuzz-cases";
import { PASSWORD_MAX_LENGTH } from "@/lib/account/identity/limits";
import { expectHealthy, runCases, type HttpCase } from "./support/fuzz-run";

/**
 * What the in-process fuzzers (app/api/fuzz-*.test.ts) cannot see, over HTTP
 * against the production server: the methods Next.js answers itself (405 for
 * a method a route lacks, HEAD from GET, OPTIONS) with the Allow and JSON
 * error scripts/server.mjs adds, percent-encoded junk in dynamic segments,
 * and next-auth, which runs only inside Next.js's request scope. The same
 * rules for every answer (test/fuzz-verdict.ts); a failure names its seed
 * and case: set FUZZ_SEED to replay a run exactly.
 */

const SEED = FUZZ_SEED + 500;

// Runs once, at desktop size (untagged): no screen size matters.
test.beforeEach(() => test.setTimeout(90_000));

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A visitor's junk request to a route: each method it has, and what it answers. */
type Route = {
  path: (junk: () => string) => string;
  answers: Record<string, number[]>;
};
const forVisitors = (methods: string[], statuses: number[]) =>
  Object.fromEntries(methods.map((method) => [method, statuses]));
const signedIn = (...methods: string[]) => forVisitors(methods, [401]);

const ROUTES: Route[] = [
  { path: () => "/api/health", answers: { GET: [200] } },
  ...["/api/products", "/api/gallery", "/api/shop-details"].map((path) => ({
    path: () => path,
    answers: { GET: [200], PUT: [401] },
  })),
  {
    path: (junk) => `/api/page-texts/${junk()}`,
    answers: { GET: [404], PUT: [401] },
  },
  {
    path: (junk) => `/api/page-texts/${junk()}/saves`,
    answers: signedIn("GET"),
  },
  {
    path: (junk) => `/api/products/${junk()}/like`,
    answers: { POST: [404, 429] },
  },
  { path: () => "/api/products/history", answers: signedIn("GET") },
  {
    path: (junk) => `/api/products/history/${junk()}`,
    answers: signedIn("GET"),
  },
  {
    path: (junk) => `/api/products/history/${junk()}/restore`,
    answers: signedIn("POST"),
  },
  { path: () => "/api/messages", answers: signedIn("GET") },
  { path: () => "/api/messages/unread", answers: signedIn("GET") },
  // Scheduled deliveries are off without CRON_SECRET.
  { path: () => "/api/messages/deliveries", answers: { GET: [404] } },
  {
    path: (junk) => `/api/messages/${junk()}`,
    answers: signedIn("PATCH", "DELETE"),
  },
  {
    path: (junk) => `/api/messages/${junk()}/retry`,
    answers: signedIn("POST"),
  },
  { path: () => "/api/images", answers: signedIn("POST") },
  { path: () => "/api/visits", answers: { GET: [401], POST: [400] } },
  ...[
    "/api/contact",
    "/api/auth/signup",
    "/api/account/forgot-password",
    "/api/account/reset-password",
    "/api/account/reset-password/check",
    "/api/account/recover",
  ].map((path) => ({ path: () => path, answers: { POST: [400] } })),
  { path: () => "/api/account/password", answers: signedIn("POST") },
  { path: () => "/api/account/email", answers: signedIn("PUT") },
  { path: () => "/api/account/sessions", answers: signedIn("POST") },
  { path: () => "/api/account/recovery-codes", answers: signedIn("POST") },
  {
    path: () => "/api/account/setup-guide",
    answers: signedIn("GET", "POST"),
  },
  { path: () => "/api/accounts", answers: signedIn("GET") },
  { path: (junk) => `/api/accounts/${junk()}`, answers: signedIn("PATCH") },
  {
    path: (junk) => `/api/accounts/${junk()}/reset-link`,
    answers: signedIn("POST"),
  },
  {
    path: (junk) => `/api/auth/${junk()}/x`,
    answers: { GET: [404], POST: [404] },
  },
];

/** Next.js's own answer: OPTIONS names the methods, HEAD is GET's, any other method 405. */
function expected(route: Route, method: string) {
  const own = Object.keys(route.answers);
  const allow = [...own, ...(own.includes("GET") ? ["HEAD"] : []), "OPTIONS"]
    .sort()
    .join(", ");
  const allowed =
    method === "OPTIONS"
      ? [204]
      : (route.answers[method] ??
        (method === "HEAD" ? route.answers.GET : undefined) ?? [405]);
  return { allow, allowed };
}

test("Next.js and the server answer every route's methods and encoded junk in its path", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 1);
  const junk = () =>
    segment(
      fuzz.pick([
        fuzz.pick(UNICODE_EDGES),
        "x".repeat(fuzz.int(65, 1500)),
        "%",
        "a b",
        "1e9",
      ]),
    ).inPath;
  const cases = Array.from({ length: 300 }, (): HttpCase => {
    const route = fuzz.pick(ROUTES);
    const method = fuzz.pick(METHODS);
    const path = `${route.path(junk)}${fuzz.chance(0.2) ? query(fuzz) : ""}`;
    const sends = !["GET", "HEAD", "OPTIONS"].includes(method);
    return {
      label: `${method} from a visitor`,
      path,
      method,
      headers: {
        "x-forwarded-for": fuzz.address(),
        ...(sends ? { "content-type": "application/json" } : {}),
      },
      body: sends
        ? Buffer.from(fuzz.pick(["{}", "[]", "null", '{"a":1}', '"x"']))
        : undefined,
      ...expected(route, method),
    };
  });
  await runCases(request, SEED + 1, cases);
  await expectHealthy(request);
});

test("next-auth shrugs off junk queries, cookies and forged CSRF tokens", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 2);
  // A callbackUrl (query or cookie) must be a page of this site; none
  // generated here is one (lib/account/auth/callback-guard.ts: 400).
  const reads: Record<string, number> = {
    session: 200,
    csrf: 200,
    providers: 200,
    signin: 302,
    error: 302,
  };
  const junkReads = Array.from({ length: 300 }, (): HttpCase => {
    const action = fuzz.pick(Object.keys(reads));
    const q = query(fuzz);
    const cookies = cookie(fuzz);
    const badCallback =
      /[?&]callbackUrl=/.test(q) || /callback-url/.test(cookies.cookie ?? "");
    return {
      label: "junk query and cookies",
      path: `/api/auth/${action}${q}`,
      method: "GET",
      headers: {
        "x-forwarded-for": fuzz.address(),
        accept: fuzz.pick(["*/*", "text/html", "application/xml", "x/y"]),
        ...cookies,
      },
      allowed: [badCallback ? 400 : reads[action]!],
    };
  });
  await runCases(request, SEED + 2, junkReads);

  // Well-formed sign-ins and sign-outs with a token next-auth never issued: its CSRF check refuses them.
  const forged = Array.from({ length: 100 }, (): HttpCase => {
    const signsIn = fuzz.chance(0.6);
    const fields = {
      ...(signsIn && {
        email: `fuzz.${fuzz.int(0, 1e9)}@example.com`,
        password: fuzz.pick([
          "12345",
          "juniper-kettle-1832",
          // As long as a sign-in takes: a longer one is refused (400) before the token is looked at.
          "x".repeat(PASSWORD_MAX_LENGTH),
          UNICODE_EDGES.join("").slice(0, PASSWORD_MAX_LENGTH),
        ]),
      }),
      csrfToken: fuzz.pick(["t", "forged", "x".repeat(200)]),
    };
    const asForm = fuzz.chance(0.5);
    const cookies = cookie(fuzz);
    return {
      label: `forged CSRF token, ${asForm ? "form" : "JSON"}`,
      path: `/api/auth/${signsIn ? "callback/credentials" : "signout"}`,
      method: "POST",
      headers: {
        "x-forwarded-for": fuzz.address(),
        "sec-fetch-site": "same-origin",
        "content-type": asForm
          ? "application/x-www-form-urlencoded"
          : "application/json",
        ...cookies,
      },
      body: asForm ? Buffer.from(formOf(fields)) : json(fields),
      allowed: /callback-url/.test(cookies.cookie ?? "") ? [400] : [403],
    };
  });
  await runCases(request, SEED + 2, forged);

  // With a real CSRF token, well-formed sign-ins reach next-auth: unknown
  // accounts (never the admin's) are refused with 401, or 429 when limited.
  const { csrfToken } = (await (
    await request.get("/api/auth/csrf")
  ).json()) as { csrfToken: string };
  const reached = Array.from({ length: 20 }, (_, i): HttpCase => ({
    label: "unknown account",
    path: "/api/auth/callback/credentials",
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": fuzz.address(),
    },
    body: json({
      email: `nobody.${SEED}.${i}.${Date.now()}@example.com`,
      password: fuzz.pick([
        "juniper-kettle-1832",
        "x".repeat(PASSWORD_MAX_LENGTH),
        UNICODE_EDGES.join("").slice(0, PASSWORD_MAX_LENGTH),
      ]),
      csrfToken,
    }),
    allowed: [401, 429],
  }));
  await runCases(request, SEED + 2, reached);
  await expectHealthy(request);
});
