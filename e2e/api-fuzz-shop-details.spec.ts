import { promote, signInWithApi } from "./support/editors";
import { expect, test } from "./support/test";
import {
  CASES,
  Fuzz,
  FUZZ_SEED,
  JSON_TYPES,
  KiB,
  json,
  malformedBody,
  UNICODE_EDGES,
} from "./support/fuzz";
import { cookie, query, site } from "./support/fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./support/fuzz-run";

/**
 * GET and PUT /api/shop-details against seeded malformed requests (the rules
 * and seeds are explained in e2e/api-fuzz.spec.ts). Every PUT body is invalid
 * and carries a stale If-Match, so the details other specs show are never changed.
 */

const SEED = FUZZ_SEED + 400;

// Runs once, in the "api" project of playwright.config.ts: no screen size matters.
test.beforeEach(() => test.setTimeout(90_000));

test("GET /api/shop-details answers the details whatever the query; other methods 405", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 1);
  const cases = Array.from({ length: CASES }, (): FuzzCase => {
    const method = fuzz.chance(0.3)
      ? fuzz.pick(["POST", "PATCH", "DELETE"])
      : "GET";
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label:
        method === "GET"
          ? "junk query and cookies"
          : `wrong method, ${made.label}`,
      path: `/api/shop-details${query(fuzz)}`,
      method,
      headers: {
        "x-forwarded-for": fuzz.address(),
        ...cookie(fuzz),
        ...(method === "GET" ? {} : { "content-type": made.type }),
      },
      body: method === "GET" ? undefined : made.body,
      allowed: method === "GET" ? [200] : [405],
    };
  });
  const seen = await runCases(request, SEED + 1, cases);
  console.log("GET /api/shop-details", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});

/** Shop details that cannot pass the schema: one field is always broken. */
function invalidDetails(fuzz: Fuzz): unknown {
  const good = {
    phone: "+963 21 555 0183",
    email: "a@example.com",
    address: "Aleppo",
    openingHours: [{ day: "mon", opens: "09:00", closes: "17:00" }],
    social: {
      facebook: "https://facebook.com/x",
      instagram: "https://instagram.com/x",
      linkedin: "https://linkedin.com/x",
      youtube: "https://youtube.com/x",
    },
  };
  return fuzz.pick([
    () => fuzz.mutate(good, "phone", ["", "abc", "1".repeat(50), 5, null]),
    () => fuzz.mutate(good, "email", ["", "a@", 5, null, ...UNICODE_EDGES]),
    () => fuzz.mutate(good, "address", ["", "\n\n", "x".repeat(500), 5]),
    () =>
      fuzz.mutate(good, "openingHours", [
        {},
        [{ day: "mon", opens: "9", closes: "17:00" }],
        [{ day: "xyz", opens: "09:00", closes: "17:00" }],
        [{ day: "mon", opens: "18:00", closes: "17:00" }],
        Array(2).fill({ day: "tue", opens: "09:00", closes: "17:00" }),
      ]),
    () =>
      fuzz.mutate(good, "social", [
        null,
        { ...good.social, facebook: "http://facebook.com/x" },
        { ...good.social, instagram: "https://evil.example/instagram.com" },
        { ...good.social, youtube: "javascript:alert(1)" },
      ]),
    () => fuzz.value(),
  ])();
}

function putCase(
  fuzz: Fuzz,
  headers: Record<string, string>,
  ok: readonly number[],
): FuzzCase {
  const from = site(fuzz);
  const ifMatch = fuzz.pick([
    undefined,
    "*",
    '""',
    `"fuzz-${fuzz.int(0, 1e6)}"`,
    `W/"stale"`,
  ]);
  let made = malformedBody(
    fuzz,
    JSON.stringify(invalidDetails(fuzz)),
    16 * KiB,
  );
  if (made.label === "JSON of the wrong shape" || fuzz.chance(0.4))
    made = {
      label: "invalid shop details",
      type: fuzz.pick(JSON_TYPES),
      body: json(invalidDetails(fuzz)),
    };
  return {
    label: `${made.label}, If-Match ${ifMatch ?? "absent"}`,
    path: "/api/shop-details",
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
      : ifMatch && !["*", '""'].includes(ifMatch)
        ? ok
        : ok.filter((status) => status === 401 || status === 428),
  };
}

test("PUT /api/shop-details refuses anonymous and forged writes", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 2);
  const cases = Array.from({ length: CASES }, () =>
    putCase(fuzz, cookie(fuzz), [401]),
  );
  const seen = await runCases(request, SEED + 2, cases);
  console.log(
    "PUT /api/shop-details without a session",
    cases.length,
    JSON.stringify(seen),
  );
  await expectHealthy(request);
});

test("PUT /api/shop-details with a session refuses all malformed details", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 3);
  const email = `fuzz.shop.${Date.now()}.${process.pid}@example.com`;
  const signup = await request.post("/api/auth/signup", {
    headers: {
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": fuzz.address(),
    },
    data: { email, password: "laurel-oil-1832" },
  });
  expect(signup.status()).toBe(201);
  await signInWithApi(request, email, "laurel-oil-1832");
  await promote(email);
  // The editor's cookie is kept: 428 without a version, else 400/413/415.
  const cases = Array.from({ length: CASES }, () =>
    putCase(fuzz, {}, [400, 413, 415, 428]),
  );
  const seen = await runCases(request, SEED + 3, cases);
  console.log(
    "PUT /api/shop-details with a session",
    cases.length,
    JSON.stringify(seen),
  );
  expect(seen[200] ?? 0).toBe(0);
  await expectHealthy(request);
});
