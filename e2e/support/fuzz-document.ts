import { promote, signInWithApi } from "./editors";
import { expect, test } from "./test";
import { CASES, Fuzz, JSON_TYPES, KiB, json, malformedBody } from "./fuzz";
import { cookie, query, site } from "./fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./fuzz-run";

/**
 * The three fuzz tests of a route that serves one stored document (the
 * catalogue, the gallery, the shop details): GET whatever the query and other
 * methods 405; PUT refused without a session; PUT refused for every malformed
 * body with an editor's session. Every PUT body is invalid and its version
 * stale, so the document other specs read is never changed.
 */
export function fuzzDocumentRoute(route: {
  path: string;
  seed: number;
  /** The empty document ("[]" or "{}"), the base of the malformed bodies. */
  empty: string;
  /** The route's body limit, for the oversized bodies. */
  limitKiB: number;
  /** A document the schema refuses, and how the test names it. */
  invalid: (fuzz: Fuzz) => unknown;
  invalidLabel: string;
}) {
  const { path, seed } = route;

  // Runs once, in the "api" project of playwright.config.ts: no screen size matters.
  test.beforeEach(() => test.setTimeout(90_000));

  test(`GET ${path} answers whatever the query; other methods 405`, async ({
    request,
  }) => {
    const fuzz = new Fuzz(seed + 1);
    const cases = Array.from({ length: CASES }, (): FuzzCase => {
      const method = fuzz.chance(0.3)
        ? fuzz.pick(["POST", "PATCH", "DELETE"])
        : "GET";
      const made = malformedBody(fuzz, route.empty, 16 * KiB);
      return {
        label:
          method === "GET"
            ? "junk query, headers and cookies"
            : `wrong method, ${made.label}`,
        path: `${path}${query(fuzz)}`,
        method,
        headers: {
          "x-forwarded-for": fuzz.address(),
          "if-none-match": fuzz.pick(['"junk"', "*", "W/", '"""']),
          ...cookie(fuzz),
          ...(method === "GET" ? {} : { "content-type": made.type }),
        },
        body: method === "GET" ? undefined : made.body,
        allowed: method === "GET" ? [200] : [405],
      };
    });
    const seen = await runCases(request, seed + 1, cases);
    console.log(`GET ${path}`, cases.length, JSON.stringify(seen));
    await expectHealthy(request);
  });

  /** One malformed PUT: 403 cross-site, else `ok`, or 428 (401 without a session) without a usable version. */
  function putCase(
    fuzz: Fuzz,
    headers: Record<string, string>,
    ok: readonly number[],
  ): FuzzCase {
    const from = site(fuzz);
    // A stale version: even a body that slipped through would get 409, never a save.
    const ifMatch = fuzz.pick([
      undefined,
      "*",
      '""',
      `"fuzz-${fuzz.int(0, 1e6)}"`,
      `W/"stale"`,
      "999999",
    ]);
    let made = malformedBody(
      fuzz,
      JSON.stringify(route.invalid(fuzz)),
      route.limitKiB * KiB,
    );
    if (made.label === "JSON of the wrong shape" || fuzz.chance(0.4))
      made = {
        label: route.invalidLabel,
        type: fuzz.pick(JSON_TYPES),
        body: json(route.invalid(fuzz)),
      };
    const versioned = ifMatch && !["*", '""'].includes(ifMatch);
    return {
      label: `${made.label}, If-Match ${ifMatch ?? "absent"}`,
      path,
      method: "PUT",
      headers: {
        ...headers,
        ...from.headers,
        "x-forwarded-for": fuzz.address(),
        "content-type": made.type,
        ...(ifMatch ? { "if-match": ifMatch } : {}),
      },
      body: made.body,
      allowed: from.cross
        ? [403]
        : versioned
          ? ok
          : ok.filter((status) => status === 401 || status === 428),
    };
  }

  test(`PUT ${path} refuses anonymous and forged writes`, async ({
    request,
  }) => {
    const fuzz = new Fuzz(seed + 2);
    const cases = Array.from({ length: CASES }, () =>
      putCase(fuzz, cookie(fuzz), [401]),
    );
    const seen = await runCases(request, seed + 2, cases);
    console.log(
      `PUT ${path} without a session`,
      cases.length,
      JSON.stringify(seen),
    );
    await expectHealthy(request);
  });

  test(`PUT ${path} with a session refuses every malformed body`, async ({
    request,
  }) => {
    const fuzz = new Fuzz(seed + 3);
    const email = `fuzz.${seed}.${Date.now()}.${process.pid}@example.com`;
    const signup = await request.post("/api/auth/signup", {
      headers: {
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": fuzz.address(),
      },
      data: { email, password: "juniper-kettle-1832" },
    });
    expect(signup.status()).toBe(201);
    await signInWithApi(request, email, "juniper-kettle-1832");
    await promote(email);
    // The request context keeps the editor's session cookie.
    const cases = Array.from({ length: CASES }, () =>
      putCase(fuzz, {}, [400, 413, 415, 428]),
    );
    const seen = await runCases(request, seed + 3, cases);
    console.log(
      `PUT ${path} with a session`,
      cases.length,
      JSON.stringify(seen),
    );
    expect(seen[200] ?? 0).toBe(0);
    await expectHealthy(request);
  });
}
