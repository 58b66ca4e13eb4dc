import { promote, signInWithApi } from "./support/editors";
import { expect, test } from "./support/test";
import {
  CASES,
  Fuzz,
  FUZZ_SEED,
  KiB,
  JSON_TYPES,
  json,
  malformedBody,
} from "./support/fuzz";
import { cookie, query, site } from "./support/fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./support/fuzz-run";

/**
 * /api/gallery against seeded malformed requests (the rules and seeds are
 * explained in e2e/api-fuzz.spec.ts). Writes are only ever invalid or
 * stale, so the gallery other specs read is never touched.
 */

const SEED = FUZZ_SEED + 300;

// Runs once, in the "api" project of playwright.config.ts: no screen size matters.
test.beforeEach(() => test.setTimeout(90_000));

test("GET /api/gallery answers the list whatever the query; other methods 405", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 1);
  const cases = Array.from({ length: CASES }, (): FuzzCase => {
    const method = fuzz.chance(0.3)
      ? fuzz.pick(["POST", "PATCH", "DELETE"])
      : "GET";
    const made = malformedBody(fuzz, "[]", 16 * KiB);
    return {
      label:
        method === "GET"
          ? "junk query, headers and cookies"
          : `wrong method, ${made.label}`,
      path: `/api/gallery${query(fuzz)}`,
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
  console.log("GET /api/gallery", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});

/** A gallery that cannot pass the schema: one picture always has a broken field. */
function invalidList(fuzz: Fuzz): unknown {
  const good = {
    id: "fuzz-picture",
    imagePath: "/images/gallery/cauldron.svg",
    caption: "A fuzz picture",
  };
  const broken = fuzz.pick([
    () => fuzz.mutate(good, "id", ["", "has space", "x".repeat(65), "Ü", 5]),
    () =>
      fuzz.mutate(good, "imagePath", [
        "",
        "/images/gallery/../secret.svg",
        "/media/0123456789abcdef0123.webp",
        "javascript:alert(1)",
        1,
      ]),
    () => fuzz.mutate(good, "caption", ["", "   ", "x".repeat(301), null]),
    () => fuzz.value(),
  ])();
  const list = Array.from({ length: fuzz.int(0, 3) }, (_, i) => ({
    ...good,
    id: `fuzz-${i}`,
  }));
  list.splice(fuzz.int(0, list.length), 0, broken as never);
  if (fuzz.chance(0.1)) list.push({ ...good }, { ...good }); // a duplicate id
  return list;
}

function putCase(
  fuzz: Fuzz,
  headers: Record<string, string>,
  ok: readonly number[],
): FuzzCase {
  const from = site(fuzz);
  // A stale version: even a list that slipped through would get 409, never a save.
  const ifMatch = fuzz.pick([
    undefined,
    "*",
    '""',
    `"fuzz-${fuzz.int(0, 1e6)}"`,
    "999999",
  ]);
  let made = malformedBody(fuzz, JSON.stringify(invalidList(fuzz)), 64 * KiB);
  if (made.label === "JSON of the wrong shape" || fuzz.chance(0.4))
    made = {
      label: "invalid gallery",
      type: fuzz.pick(JSON_TYPES),
      body: json(invalidList(fuzz)),
    };
  return {
    label: `${made.label}, If-Match ${ifMatch ?? "absent"}`,
    path: "/api/gallery",
    method: "PUT",
    headers: {
      ...headers,
      ...from.headers,
      "x-forwarded-for": fuzz.address(),
      "content-type": made.type,
      ...(ifMatch ? { "if-match": ifMatch } : {}),
    },
    body: made.body,
    allowed: from.cross ? [403] : ok,
  };
}

test("PUT /api/gallery refuses anonymous and forged writes", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 2);
  const cases = Array.from({ length: CASES }, () =>
    putCase(fuzz, cookie(fuzz), [401]),
  );
  const seen = await runCases(request, SEED + 2, cases);
  console.log(
    "PUT /api/gallery without a session",
    cases.length,
    JSON.stringify(seen),
  );
  await expectHealthy(request);
});

test("PUT /api/gallery with a session refuses every malformed list", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 3);
  const email = `fuzz.gallery.${Date.now()}.${process.pid}@example.com`;
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
  // The request context keeps an editor's session cookie; 428 without If-Match, else 400/413/415.
  const cases = Array.from({ length: CASES }, () =>
    putCase(fuzz, {}, [400, 413, 415, 428]),
  );
  for (const c of cases)
    if (!c.headers["if-match"] || ["*", '""'].includes(c.headers["if-match"]))
      c.allowed = c.allowed.includes(403) ? [403] : [428];
  const seen = await runCases(request, SEED + 3, cases);
  console.log(
    "PUT /api/gallery with a session",
    cases.length,
    JSON.stringify(seen),
  );
  expect(seen[200] ?? 0).toBe(0);
  await expectHealthy(request);
});
