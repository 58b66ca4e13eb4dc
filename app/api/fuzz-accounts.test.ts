import {
  CASES,
  formOf,
  Fuzz,
  FUZZ_SEED,
  KiB,
  JSON_TYPES,
  json,
  malformedBody,
  segment,
  UNICODE_EDGES,
} from "@/test/fuzz";
import { bodyCase, cookie, query, site } from "@/test/fuzz-cases";
import {
  expectHealthy,
  runCases,
  type FuzzCase,
  type Target,
} from "@/test/fuzz-run";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import * as email from "./account/email/route";
import * as forgot from "./account/forgot-password/route";
import * as password from "./account/password/route";
import * as recover from "./account/recover/route";
import * as recoveryCodes from "./account/recovery-codes/route";
import * as resetCheck from "./account/reset-password/check/route";
import * as reset from "./account/reset-password/route";
import * as sessions from "./account/sessions/route";
import * as setupGuide from "./account/setup-guide/route";
import * as resetLink from "./accounts/[id]/reset-link/route";
import * as account from "./accounts/[id]/route";
import * as accounts from "./accounts/route";
import * as nextAuth from "./auth/[...nextauth]/route";
import * as signup from "./auth/signup/route";

/**
 * Sign-up, sign-in, password reset and the account routes against seeded
 * malformed requests (test/fuzz-verdict.ts says what every answer must be).
 * next-auth itself runs only inside Next.js's request scope: the requests
 * that reach it (well-formed sign-ins and sign-outs, the session, CSRF and
 * provider reads) are e2e/api-fuzz.spec.ts's, over HTTP; here every request
 * is one our routes refuse before next-auth.
 */

const SEED = FUZZ_SEED;

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
/** Wrong for sign-up; all but "12345" wrong for sign-in too (any old password may sign in). */
const PASSWORD_WRONG = [
  "",
  "x".repeat(1025),
  123456,
  null,
  false,
  ["laurel-oil"],
  {},
];

function credentials(
  fuzz: Fuzz,
  extra: Record<string, unknown> = {},
  passwordWrong: unknown[] = PASSWORD_WRONG,
) {
  const base = {
    email: `fuzz.${fuzz.int(0, 1e9)}@example.com`,
    password: "juniper-kettle-1832",
    ...extra,
  };
  return fuzz.chance(0.5)
    ? fuzz.mutate(base, "email", EMAIL_WRONG)
    : fuzz.mutate(base, "password", passwordWrong);
}

const authTarget = (...action: string[]): Target => ({
  path: `/api/auth/${action.join("/")}`,
  route: nextAuth,
  params: { nextauth: action },
});

describe("the account routes against malformed requests", () => {
  useTempDataDir();

  it("POST /api/auth/signup refuses malformed sign-ups", async () => {
    const fuzz = new Fuzz(SEED + 1);
    const valid = JSON.stringify({
      email: "a@example.com",
      password: "juniper-kettle-1832",
    });
    const cases = Array.from({ length: CASES }, () =>
      bodyCase(
        fuzz,
        { path: "/api/auth/signup", route: signup },
        16 * KiB,
        valid,
        () => ({
          label: "invalid credentials",
          type: fuzz.pick(JSON_TYPES),
          body: json(credentials(fuzz, {}, [...PASSWORD_WRONG, "12345"])),
        }),
        [400, 413, 415],
      ),
    );
    await runCases(SEED + 1, cases);
    await expectHealthy();
  });

  it("the password-reset routes refuse malformed requests, unknown links and codes", async () => {
    const fuzz = new Fuzz(SEED + 7);
    const forgotCases = Array.from({ length: CASES }, () =>
      bodyCase(
        fuzz,
        { path: "/api/account/forgot-password", route: forgot },
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
    await runCases(SEED + 7, forgotCases);
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
    const resetCases = Array.from({ length: CASES }, () => {
      const valid = {
        token: "x".repeat(43),
        newPassword: "juniper-kettle-1832",
      };
      const checks = fuzz.chance(0.3);
      return bodyCase(
        fuzz,
        checks
          ? { path: "/api/account/reset-password/check", route: resetCheck }
          : { path: "/api/account/reset-password", route: reset },
        checks ? 4 * KiB : 16 * KiB,
        JSON.stringify(valid),
        () => ({
          label: "unknown link or bad password",
          type: fuzz.pick(JSON_TYPES),
          body: json(
            checks
              ? { token: token() }
              : fuzz.mutate(
                  { token: token(), newPassword: "juniper-kettle-1832" },
                  "newPassword",
                  PASSWORD_WRONG,
                ),
          ),
        }),
        [400, 413, 415],
      );
    });
    await runCases(SEED + 7, resetCases);
    // A code of the right shape names no account's code: never a 200.
    const recovery = {
      email: "a@example.com",
      code: "0000-0000-0000-0000",
      newPassword: "cedar-press-by-the-citadel",
    };
    const recoverCases = Array.from({ length: CASES }, () =>
      bodyCase(
        fuzz,
        { path: "/api/account/recover", route: recover },
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
    await runCases(SEED + 7, recoverCases);
    await expectHealthy();
  });

  /** A next-auth POST whose fields are always wrong, as JSON or as a form: refused before next-auth. */
  function authPostCase(
    fuzz: Fuzz,
    action: string[],
    fields: () => Record<string, unknown>,
  ): FuzzCase {
    return bodyCase(
      fuzz,
      authTarget(...action),
      16 * KiB,
      JSON.stringify(fields()),
      () => {
        const value = fields();
        return fuzz.chance(0.5)
          ? {
              label: "invalid JSON fields",
              type: fuzz.pick(JSON_TYPES),
              body: json(value),
            }
          : {
              label: "invalid form fields",
              type: "application/x-www-form-urlencoded",
              body: Buffer.from(formOf(value)),
            };
      },
      [400, 413, 415],
      // GET and HEAD reach the GET handler, which knows no such action.
      [404, 405],
    );
  }

  it("POST /api/auth/callback/credentials refuses malformed sign-ins", async () => {
    const fuzz = new Fuzz(SEED + 2);
    const cases = Array.from({ length: CASES }, () =>
      authPostCase(fuzz, ["callback", "credentials"], () =>
        fuzz.chance(0.3)
          ? fuzz.mutate(
              {
                email: "a@example.com",
                password: "juniper-kettle-1832",
                csrfToken: "t",
              },
              "csrfToken",
              ["", null, 5, "x".repeat(300)],
            )
          : credentials(fuzz, { csrfToken: "t" }),
      ),
    );
    await runCases(SEED + 2, cases);
    await expectHealthy();
  });

  it("POST /api/auth/signout and unknown next-auth actions refuse malformed requests", async () => {
    const fuzz = new Fuzz(SEED + 3);
    const cases = Array.from({ length: CASES }, () =>
      authPostCase(fuzz, ["signout"], () =>
        fuzz.mutate({ csrfToken: "t" }, "csrfToken", [
          "",
          null,
          7,
          "x".repeat(300),
          [],
        ]),
      ),
    );
    await runCases(SEED + 3, cases);
    // POST /api/auth/signin and any other action are not ours: 404 whatever the body.
    const unknown = Array.from({ length: CASES }, (): FuzzCase => {
      const action = fuzz.pick([
        ["signin"],
        ["signin", "credentials"],
        ["callback", "google"],
        ["session"],
        ["csrf"],
        ["providers"],
        [segment(fuzz.pick(UNICODE_EDGES)).param],
      ]);
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      return {
        label: made.label,
        ...authTarget(...action),
        path: `/api/auth/${action.map(encodeURIComponent).join("/")}`,
        method: "POST",
        headers: {
          "content-type": made.type,
          "x-forwarded-for": fuzz.address(),
        },
        body: made.body,
        allowed: [404],
      };
    });
    await runCases(SEED + 3, unknown);
    await expectHealthy();
  });

  it("GET /api/auth/* refuses a return address off this site, unknown actions and other methods", async () => {
    const fuzz = new Fuzz(SEED + 4);
    const actions = ["session", "csrf", "providers", "signin", "error"];
    const cases = Array.from({ length: CASES }, (): FuzzCase => {
      const method = fuzz.chance(0.15)
        ? fuzz.pick(["PUT", "PATCH", "DELETE"])
        : "GET";
      const known = fuzz.chance(0.8);
      const action = known
        ? [fuzz.pick(actions)]
        : [segment(fuzz.pick(UNICODE_EDGES)).param, "x"];
      // A return address (query or cookie) that is no page of this site
      // (lib/account/auth/callback-guard.ts: 400); any other GET of a known action reaches next-auth.
      const returnTo = fuzz.pick(UNICODE_EDGES.filter((edge) => edge !== ""));
      const byQuery = fuzz.chance(0.5);
      return {
        label: `${method} ${known ? "a return address off this site" : "an unknown action"}`,
        ...authTarget(...action),
        path: `/api/auth/${action.map(encodeURIComponent).join("/")}${byQuery ? `?${new URLSearchParams({ callbackUrl: returnTo })}` : query(fuzz)}`,
        method,
        headers: {
          "x-forwarded-for": fuzz.address(),
          accept: fuzz.pick(["*/*", "text/html", "application/xml", "x/y"]),
          ...(byQuery
            ? cookie(fuzz)
            : { cookie: "halabi.callback-url=javascript%3Aalert(1)" }),
        },
        body: method === "GET" ? undefined : json(fuzz.value()),
        allowed: method !== "GET" ? [405] : known ? [400] : [404],
      };
    });
    await runCases(SEED + 4, cases);
    await expectHealthy();
  });

  it("the account routes refuse visitors whatever they send", async () => {
    const fuzz = new Fuzz(SEED + 5);
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const method = fuzz.pick(["GET", "POST", "PUT", "PATCH", "DELETE"]);
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      const id = segment(fuzz.pick(["u1", `fuzz-${i}`, ...UNICODE_EDGES]));
      const target = fuzz.pick<Target>([
        { path: "/api/account/password", route: password },
        { path: "/api/account/email", route: email },
        { path: "/api/account/sessions", route: sessions },
        { path: "/api/account/recovery-codes", route: recoveryCodes },
        { path: "/api/account/setup-guide", route: setupGuide },
        { path: "/api/accounts", route: accounts },
        {
          path: `/api/accounts/${id.inPath}`,
          route: account,
          params: { id: id.param },
        },
        {
          path: `/api/accounts/${id.inPath}/reset-link`,
          route: resetLink,
          params: { id: id.param },
        },
      ]);
      return {
        label: `${method} without a session, ${made.label}`,
        ...target,
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
    await runCases(SEED + 5, cases);
    await expectHealthy();
  });

  it("the account routes refuse a signed-in account's malformed bodies", async () => {
    const fuzz = new Fuzz(SEED + 6);
    const member = await sessionCookie(
      { sub: "m1", email: "sami@example.com" },
      { role: "member" },
    );
    const editor = await sessionCookie();
    const current = ["", "x".repeat(1025), 5, null];
    const targets = (i: number) => {
      const id = segment(fuzz.pick([`fuzz-${i}`, ...UNICODE_EDGES]));
      return [
        {
          method: "POST",
          target: { path: "/api/account/password", route: password },
          cookie: member,
          limit: 16 * KiB,
          valid: {
            currentPassword: "olive-branch-1",
            newPassword: "cedar-press-by-the-citadel",
          },
          wrong: {
            newPassword: [...PASSWORD_WRONG, "12345"],
            currentPassword: current,
          },
        },
        {
          method: "PUT",
          target: { path: "/api/account/email", route: email },
          cookie: member,
          limit: 16 * KiB,
          valid: {
            currentPassword: "olive-branch-1",
            newEmail: "new@example.com",
          },
          wrong: { newEmail: EMAIL_WRONG, currentPassword: current },
        },
        {
          method: "POST",
          target: { path: "/api/account/recovery-codes", route: recoveryCodes },
          cookie: member,
          limit: 4 * KiB,
          valid: { currentPassword: "olive-branch-1" },
          wrong: { currentPassword: current },
        },
        {
          method: "POST",
          target: { path: "/api/account/setup-guide", route: setupGuide },
          cookie: editor,
          limit: 1 * KiB,
          valid: { mark: "messages" },
          wrong: { mark: ["password", "", 5, null, "MESSAGES", ["messages"]] },
        },
        {
          method: "PATCH",
          target: {
            path: `/api/accounts/${id.inPath}`,
            route: account,
            params: { id: id.param },
          },
          cookie: editor,
          limit: 4 * KiB,
          valid: { role: "member" },
          wrong: {
            role: ["admin", "", 5, null, "EDITOR"],
            disabled: ["yes", 1, null],
          },
        },
      ];
    };
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const to = fuzz.pick(targets(i));
      const from = site(fuzz);
      const field = fuzz.pick(Object.keys(to.wrong));
      const made = fuzz.chance(0.5)
        ? malformedBody(fuzz, JSON.stringify(to.valid), to.limit)
        : {
            label: `invalid ${field}`,
            type: fuzz.pick(JSON_TYPES),
            body: json(
              fuzz.mutate(
                to.valid,
                field,
                to.wrong[field as keyof typeof to.wrong]!,
              ),
            ),
          };
      return {
        label: made.label,
        ...to.target,
        method: to.method,
        headers: {
          ...from.headers,
          cookie: to.cookie,
          "x-forwarded-for": fuzz.address(),
          "content-type": made.type,
        },
        body: made.body,
        // An account change names no account (404) when the body is well-formed but its id is junk.
        allowed: from.cross ? [403] : [400, 404, 413, 415],
      };
    });
    await runCases(SEED + 6, cases);
    await expectHealthy();
  });
});
