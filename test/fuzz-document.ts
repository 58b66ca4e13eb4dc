import { CASES, Fuzz, JSON_TYPES, KiB, json, malformedBody } from "./fuzz";
import { cookie, readCase, site } from "./fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./fuzz-run";
import { sessionCookie } from "./session-cookie";

/**
 * The three fuzz tests of a route that serves one stored document (the
 * catalogue, the gallery, the shop details, a page's texts): GET whatever the
 * query and other methods 405; PUT refused without a session; PUT refused for
 * every malformed body with an editor's session. Every PUT body is invalid and
 * its version stale, and the document must read the same afterwards.
 */
export function fuzzDocumentRoute(document: {
  path: string;
  route: FuzzCase["route"] & {
    GET: (
      req: Request,
      context?: { params: Promise<Record<string, string>> },
    ) => Promise<Response>;
  };
  /** The path's dynamic segments, as Next.js hands them to the route. */
  params?: Record<string, string>;
  seed: number;
  /** The empty document ("[]" or "{}"), the base of the malformed bodies. */
  empty: string;
  /** The route's body limit, for the oversized bodies. */
  limitKiB: number;
  /** A document the schema refuses, and how the test names it. */
  invalid: (fuzz: Fuzz) => unknown;
  invalidLabel: string;
}) {
  const { path, route, params, seed } = document;

  /** The stored document as a visitor reads it, its version included. */
  const stored = async () => {
    const res = await route.GET(new Request(`http://localhost:3000${path}`), {
      params: Promise.resolve(params ?? {}),
    });
    return { etag: res.headers.get("etag"), body: await res.text() };
  };

  it(`GET ${path} answers whatever the query; other methods 405`, async () => {
    const fuzz = new Fuzz(seed + 1);
    const cases = Array.from({ length: CASES }, () =>
      readCase(fuzz, { path, route, params }, ["POST", "PATCH", "DELETE"], {
        "if-none-match": fuzz.pick(['"junk"', "*", "W/", '"""']),
      }),
    );
    await runCases(seed + 1, cases);
    await expectHealthy();
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
      JSON.stringify(document.invalid(fuzz)),
      document.limitKiB * KiB,
    );
    if (made.label === "JSON of the wrong shape" || fuzz.chance(0.4))
      made = {
        label: document.invalidLabel,
        type: fuzz.pick(JSON_TYPES),
        body: json(document.invalid(fuzz)),
      };
    const versioned = ifMatch && !["*", '""'].includes(ifMatch);
    return {
      label: `${made.label}, If-Match ${ifMatch ?? "absent"}`,
      path,
      route,
      params,
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

  it(`PUT ${path} refuses anonymous and forged writes`, async () => {
    const before = await stored();
    const fuzz = new Fuzz(seed + 2);
    const cases = Array.from({ length: CASES }, () =>
      putCase(fuzz, cookie(fuzz), [401]),
    );
    await runCases(seed + 2, cases);
    expect(await stored()).toEqual(before);
    await expectHealthy();
  });

  it(`PUT ${path} with an editor's session refuses every malformed body`, async () => {
    const before = await stored();
    const fuzz = new Fuzz(seed + 3);
    const editor = { cookie: await sessionCookie() };
    const cases = Array.from({ length: CASES }, () =>
      putCase(fuzz, editor, [400, 413, 415, 428]),
    );
    await runCases(seed + 3, cases);
    expect(await stored()).toEqual(before);
    await expectHealthy();
  });
}
