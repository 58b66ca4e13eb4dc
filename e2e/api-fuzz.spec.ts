import { expect, test } from "./support/test";
import {
  CASES,
  Fuzz,
  FUZZ_SEED,
  KiB,
  JSON_TYPES,
  json,
  malformedBody,
  segment,
  UNICODE_EDGES,
} from "./support/fuzz";
import { bodyCase, cookie, query, site } from "./support/fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./support/fuzz-run";

/**
 * Every API route against seeded malformed requests. Each answer
 * is a status the route allows for that input, never a 5xx; a 4xx carries
 * `{ error }` as JSON; /api/health answers 200 afterwards. A failure names its
 * seed and case: set FUZZ_SEED to replay a run exactly.
 *
 * 2xx answers allowed, and why:
 * - GET /api/products, /api/health, /api/auth/{session,csrf,providers} with junk
 *   query strings, headers and cookies: they read nothing from the request.
 * - OPTIONS on any route: Next.js answers it itself (204 with Allow).
 * - PUT /api/products never: every generated body is invalid and carries a
 *   stale If-Match, so even a slip could not replace the catalogue other specs use.
 */

const SEED = FUZZ_SEED;

// Runs once, in the "api" project of playwright.config.ts: no screen size matters.
test.beforeEach(() => test.setTimeout(90_000));

const EMAIL_WRONG = [
  "",
  "not-an-email",
  "a@",
  "@b.co",
  "a b@c.co",
  `${"x".repeat(260)}@example.com`,
  42,
  null,
  ["a@b.co"],
  {},
  true,
  ...UNICODE_EDGES,
];
const PASSWORD_WRONG = [
  "",
  "12345",
  "x".repeat(1025),
  123456,
  null,
  false,
  ["laurel-oil"],
  {},
];

function credentials(fuzz: Fuzz, extra: Record<string, unknown> = {}) {
  const base = {
    email: `fuzz.${fuzz.int(0, 1e9)}@example.com`,
    password: "juniper-kettle-1832",
    ...extra,
  };
  return fuzz.chance(0.5)
    ? fuzz.mutate(base, "email", EMAIL_WRONG)
    : fuzz.mutate(base, "password", PASSWORD_WRONG);
}

test("POST /api/auth/signup refuses malformed sign-ups", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 1);
  const valid = JSON.stringify({
    email: "a@example.com",
    password: "juniper-kettle-1832",
  });
  const cases = Array.from({ length: CASES }, () =>
    bodyCase(
      fuzz,
      "/api/auth/signup",
      16 * KiB,
      valid,
      () => ({
        label: "invalid credentials",
        type: fuzz.pick(JSON_TYPES),
        body: json(credentials(fuzz)),
      }),
      [400, 413, 415],
    ),
  );
  const seen = await runCases(request, SEED + 1, cases);
  console.log("signup", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});

test("the password-reset routes refuse malformed requests, unknown links and codes", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 7);
  const seen: Record<string, unknown> = {};
  const forgot = Array.from({ length: CASES }, () =>
    bodyCase(
      fuzz,
      "/api/account/forgot-password",
      4 * KiB,
      JSON.stringify({ email: "a@example.com" }),
      () => ({
        label: "invalid email",
        type: fuzz.pick(JSON_TYPES),
        body: json(
          fuzz.mutate({ email: "a@example.com" }, "email", EMAIL_WRONG),
        ),
      }),
      [400, 413, 415],
    ),
  );
  seen.forgot = await runCases(request, SEED + 7, forgot);
  // Every token generated is malformed or names no link: never a 200.
  const token = () =>
    fuzz.pick<unknown>([
      "x".repeat(43),
      "short",
      "a".repeat(44),
      42,
      null,
      ...UNICODE_EDGES,
    ]);
  const reset = Array.from({ length: CASES }, () =>
    bodyCase(
      fuzz,
      "/api/account/reset-password",
      16 * KiB,
      JSON.stringify({
        token: "x".repeat(43),
        newPassword: "juniper-kettle-1832",
      }),
      () => ({
        label: "unknown link or bad password",
        type: fuzz.pick(JSON_TYPES),
        body: json(
          fuzz.mutate(
            { token: token(), newPassword: "juniper-kettle-1832" },
            "newPassword",
            PASSWORD_WRONG,
          ),
        ),
      }),
      [400, 413, 415],
    ),
  );
  seen.reset = await runCases(request, SEED + 7, reset);
  // A code of the right shape names no account's code: never a 200.
  const recovery = {
    email: "a@example.com",
    code: "0000-0000-0000-0000",
    newPassword: "cedar-press-by-the-citadel",
  };
  const recover = Array.from({ length: CASES }, () =>
    bodyCase(
      fuzz,
      "/api/account/recover",
      16 * KiB,
      JSON.stringify(recovery),
      () => ({
        label: "malformed code",
        type: fuzz.pick(JSON_TYPES),
        body: json(
          fuzz.mutate(recovery, "code", [
            "",
            "0000",
            "U".repeat(16),
            "x".repeat(65),
            42,
            null,
            [],
            {},
          ]),
        ),
      }),
      // Wrong codes for one account count like wrong passwords (50 per 10 minutes).
      [400, 413, 415, 429],
    ),
  );
  seen.recover = await runCases(request, SEED + 7, recover);
  console.log("password reset", JSON.stringify(seen));
  await expectHealthy(request);
});

/** next-auth POST actions: bodies are JSON or forms; without the CSRF cookie a valid body is 403. */
function authPostCase(
  fuzz: Fuzz,
  action: string,
  fields: () => Record<string, unknown>,
): FuzzCase {
  const valid = JSON.stringify(fields());
  return bodyCase(
    fuzz,
    `/api/auth/${action}`,
    16 * KiB,
    valid,
    () => {
      const value = fields();
      if (fuzz.chance(0.5))
        return {
          label: "invalid JSON fields",
          type: fuzz.pick(JSON_TYPES),
          body: json(value),
        };
      const form = new URLSearchParams(
        Object.entries(value).map(([k, v]) => [k, String(v)]),
      );
      return {
        label: "invalid form fields",
        type: "application/x-www-form-urlencoded",
        body: Buffer.from(form.toString()),
      };
    },
    [400, 403, 413, 415],
    // GET and HEAD reach the GET handler, which knows no such action.
    [404, 405],
  );
}

test("POST /api/auth/callback/credentials refuses malformed sign-ins", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 2);
  const csrf = ["", null, 5, "x".repeat(300), "forged"];
  const cases = Array.from({ length: CASES }, () =>
    authPostCase(fuzz, "callback/credentials", () =>
      fuzz.chance(0.3)
        ? fuzz.mutate(
            {
              email: "a@example.com",
              password: "juniper-kettle-1832",
              csrfToken: "t",
            },
            "csrfToken",
            csrf,
          )
        : credentials(fuzz, { csrfToken: "t" }),
    ),
  );
  const seen = await runCases(request, SEED + 2, cases);
  console.log("callback/credentials", cases.length, JSON.stringify(seen));

  // With a real CSRF token, well-formed sign-ins reach next-auth: unknown
  // accounts (never the admin's) are refused with 401, or 429 when limited.
  const { csrfToken } = (await (
    await request.get("/api/auth/csrf")
  ).json()) as { csrfToken: string };
  const reached = Array.from({ length: 20 }, (_, i): FuzzCase => ({
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
        "x".repeat(1024),
        UNICODE_EDGES.join(""),
      ]),
      csrfToken,
    }),
    allowed: [401, 429],
  }));
  console.log(
    "callback/credentials with CSRF",
    reached.length,
    JSON.stringify(await runCases(request, SEED + 2, reached)),
  );
  await expectHealthy(request);
});

test("POST /api/auth/signout and unknown next-auth actions refuse malformed requests", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 3);
  const cases = Array.from({ length: CASES }, () =>
    authPostCase(fuzz, "signout", () =>
      fuzz.mutate({ csrfToken: "t" }, "csrfToken", [
        "",
        null,
        7,
        "x".repeat(300),
        [],
      ]),
    ),
  );
  const seen = await runCases(request, SEED + 3, cases);
  // POST /api/auth/signin and any other action are not ours: 404 whatever the body.
  const unknown = Array.from({ length: CASES }, (): FuzzCase => {
    const action = fuzz.pick([
      "signin",
      "signin/credentials",
      "callback/google",
      "session",
      "csrf",
      "providers",
      segment(fuzz.pick(UNICODE_EDGES)),
    ]);
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label: made.label,
      path: `/api/auth/${action}`,
      method: "POST",
      headers: { "content-type": made.type, "x-forwarded-for": fuzz.address() },
      body: made.body,
      allowed: [404],
    };
  });
  const seenUnknown = await runCases(request, SEED + 3, unknown);
  console.log(
    "signout",
    cases.length,
    JSON.stringify(seen),
    "other actions",
    unknown.length,
    JSON.stringify(seenUnknown),
  );
  await expectHealthy(request);
});

test("GET /api/auth/{session,csrf,providers,signin} shrug off junk", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 4);
  const actions: Record<string, number[]> = {
    session: [200],
    csrf: [200],
    providers: [200],
    signin: [302],
    error: [302],
  };
  const results: Record<string, Record<number, number>> = {};
  for (const [action, ok] of Object.entries(actions)) {
    const count = action === "error" || action === "signin" ? 100 : CASES;
    const cases = Array.from({ length: count }, (): FuzzCase => {
      const method = fuzz.chance(0.15)
        ? fuzz.pick(["PUT", "PATCH", "DELETE"])
        : "GET";
      const q = query(fuzz);
      const cookies = cookie(fuzz);
      const badCallback =
        /[?&]callbackUrl=/.test(q) || /callback-url/.test(cookies.cookie ?? "");
      return {
        label: method === "GET" ? "junk query and cookies" : "wrong method",
        path: `/api/auth/${action}${q}`,
        method,
        headers: {
          "x-forwarded-for": fuzz.address(),
          accept: fuzz.pick(["*/*", "text/html", "application/xml", "x/y"]),
          ...cookies,
        },
        body: method === "GET" ? undefined : json(fuzz.value()),
        // A callbackUrl (query or cookie) must be a page of this site; none
        // generated here is one (lib/account/auth/callback-guard.ts: 400).
        allowed: method !== "GET" ? [405] : badCallback ? [400] : ok,
      };
    });
    results[action] = await runCases(request, SEED + 4, cases);
  }
  const junk = Array.from({ length: 50 }, (): FuzzCase => ({
    label: "unknown action",
    path: `/api/auth/${segment(fuzz.pick(UNICODE_EDGES))}/x`,
    method: "GET",
    headers: { "x-forwarded-for": fuzz.address() },
    allowed: [404],
  }));
  results.unknown = await runCases(request, SEED + 4, junk);
  console.log("next-auth GET", JSON.stringify(results));
  await expectHealthy(request);
});

test("the account routes (password and address change, sign out everywhere else, reset links) refuse visitors whatever they send", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 5);
  const cases = Array.from({ length: CASES }, (): FuzzCase => {
    const method = fuzz.pick(["GET", "POST", "PUT", "PATCH", "DELETE"]);
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label: `${method} without a session, ${made.label}`,
      path: fuzz.pick([
        "/api/account/password",
        "/api/account/email",
        "/api/account/sessions",
        "/api/accounts/u1/reset-link",
      ]),
      method,
      headers: {
        ...site(fuzz).headers,
        "x-forwarded-for": fuzz.address(),
        ...cookie(fuzz),
        ...(method === "GET" ? {} : { "content-type": made.type }),
      },
      body: method === "GET" ? undefined : made.body,
      // The gate answers first (cross-site 403, no session 401); other methods 405.
      allowed: [401, 403, 405],
    };
  });
  const seen = await runCases(request, SEED + 5, cases);
  console.log("account routes", cases.length, JSON.stringify(seen));
  expect(seen[200] ?? 0).toBe(0);
  await expectHealthy(request);
});
