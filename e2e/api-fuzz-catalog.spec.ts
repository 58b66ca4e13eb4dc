import { test } from "./support/test";
import { fuzzDocumentRoute } from "./support/fuzz-document";
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
 * The catalogue, contact and health routes against seeded malformed requests
 * (the rules and seeds are explained in e2e/api-fuzz.spec.ts). Catalogue
 * writes are only ever invalid, and likes only go to products that do not
 * exist, so the catalogue other specs read is never touched.
 */

const SEED = FUZZ_SEED + 100;

/** A product list that cannot pass the schema: one product always has a broken field. */
function invalidList(fuzz: Fuzz): unknown {
  const good = {
    id: "fuzz-soap",
    name: "Fuzz soap",
    imagePath: "/images/products/x.webp",
    ingredients: [{ name: "Olive oil", amount: 1 }],
  };
  const broken = fuzz.pick([
    () =>
      fuzz.mutate(good, "id", [
        "",
        "has space",
        "x".repeat(65),
        "ü",
        5,
        null,
        "../x",
      ]),
    () => fuzz.mutate(good, "name", ["", "   ", "x".repeat(121), 5, null, []]),
    () =>
      fuzz.mutate(good, "imagePath", [
        "",
        "http://x.example/a.png",
        "/images/../secret",
        "javascript:alert(1)",
        1,
      ]),
    // Never missing: without ingredients a product is valid (they default to none).
    () => ({
      ...fuzz.mutate(good, "ingredients", []),
      ingredients: fuzz.pick([
        {},
        "oil",
        [{ name: "", amount: 1 }],
        [{ name: "x", amount: -1 }],
        [{ name: "x", amount: 1e9 }],
        Array(41).fill({ name: "x", amount: 1 }),
      ]),
    }),
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

fuzzDocumentRoute({
  path: "/api/products",
  seed: SEED,
  empty: "[]",
  limitKiB: 256,
  invalid: invalidList,
  invalidLabel: "invalid product list",
});

test("POST /api/products/[id]/like refuses junk ids and methods", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 4);
  const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
    // Ids that do not exist (never a real product, so no count changes); no "/" or dot-only segments, which would leave the route.
    const raw = fuzz.pick([
      `fuzz-missing-${SEED}-${i}`,
      "x".repeat(fuzz.int(65, 1500)),
      fuzz.pick(UNICODE_EDGES),
      "a b",
      "%",
    ]);
    const id = segment(raw);
    const from = site(fuzz);
    const method = fuzz.chance(0.2)
      ? fuzz.pick(["GET", "PUT", "PATCH", "DELETE"])
      : "POST";
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label: `${method} like, ${made.label}`,
      path: `/api/products/${id}/like${fuzz.chance(0.2) ? query(fuzz) : ""}`,
      method,
      headers: {
        ...from.headers,
        "x-forwarded-for": fuzz.address(),
        ...(method === "GET" ? {} : { "content-type": made.type }),
      },
      body: method === "GET" ? undefined : made.body,
      // The body is ignored; a junk or unknown id is 404, unless limited (429).
      allowed: method !== "POST" ? [405] : from.cross ? [403] : [404, 429],
    };
  });
  const seen = await runCases(request, SEED + 4, cases);
  console.log("like", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});

const CONTACT_WRONG: Record<string, unknown[]> = {
  name: ["", "   ", "x".repeat(101), 5, null, ["Rami"], {}],
  email: [
    "",
    "rami",
    "a@",
    `${"x".repeat(260)}@example.com`,
    5,
    null,
    ...UNICODE_EDGES,
  ],
  message: ["", " \n\t ", "x".repeat(5001), 5, null, {}],
  phone: ["12", "x".repeat(41), "call me", "123456789012345678901", 5, {}],
};

test("POST /api/contact refuses malformed messages", async ({ request }) => {
  const fuzz = new Fuzz(SEED + 5);
  const base = {
    name: "Rami",
    email: "rami@example.com",
    phone: "",
    message: "Hello from the fuzz test",
  };
  const cases = Array.from({ length: CASES }, (): FuzzCase => {
    const field = fuzz.pick(Object.keys(CONTACT_WRONG));
    const value = fuzz.mutate(base, field, CONTACT_WRONG[field]!);
    // A missing phone is fine (it is optional), so a broken phone is always present.
    if (field === "phone")
      value.phone = fuzz.pick([
        "12",
        "x".repeat(41),
        "call me",
        "1".repeat(21),
      ]);
    const c = bodyCase(
      fuzz,
      "/api/contact",
      16 * KiB,
      JSON.stringify(base),
      () => {
        if (fuzz.chance(0.6))
          return {
            label: `invalid ${field}`,
            type: fuzz.pick(JSON_TYPES),
            body: json(value),
          };
        const form = new URLSearchParams(
          Object.entries(value).map(([k, v]) => [
            k,
            // A wrong type posted as a form is an empty (missing) field.
            typeof v === "string" ? v : "",
          ]),
        );
        return fuzz.chance(0.8)
          ? {
              label: `invalid ${field} as a form`,
              type: "application/x-www-form-urlencoded",
              body: Buffer.from(form.toString()),
            }
          : {
              label: "broken multipart",
              type: "multipart/form-data; boundary=zz",
              body: Buffer.from(
                `--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\n${form}`,
              ),
            };
      },
      [400, 413, 415],
    );
    // Plain form posts get a small HTML page with the reason (the form works without JavaScript).
    c.htmlErrorsAllowed = /form/.test(c.headers["content-type"] ?? "");
    return c;
  });
  const seen = await runCases(request, SEED + 5, cases);
  console.log("contact", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});

test("GET /api/health shrugs off junk; other methods 405", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 6);
  const cases = Array.from({ length: CASES }, (): FuzzCase => {
    const method = fuzz.chance(0.4)
      ? fuzz.pick(["POST", "PUT", "PATCH", "DELETE"])
      : "GET";
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label:
        method === "GET"
          ? "junk query and cookies"
          : `wrong method, ${made.label}`,
      path: `/api/health${query(fuzz)}`,
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
  const seen = await runCases(request, SEED + 6, cases);
  console.log("health", cases.length, JSON.stringify(seen));
  await expectHealthy(request);
});
