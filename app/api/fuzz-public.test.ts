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
import { bodyCase, query, readCase, site } from "@/test/fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "@/test/fuzz-run";
import { useTempDataDir } from "@/test/temp-data-dir";
import * as contact from "./contact/route";
import * as health from "./health/route";
import * as like from "./products/[id]/like/route";
import * as visits from "./visits/route";

/**
 * The routes a visitor calls (likes, contact, visits, health) against seeded
 * malformed requests (test/fuzz-verdict.ts says what every answer must be).
 * Likes only go to products that do not exist, so no count changes.
 */

const SEED = FUZZ_SEED + 100;

describe("the visitors' routes against malformed requests", () => {
  useTempDataDir();

  it("POST /api/products/[id]/like refuses junk ids and methods", async () => {
    const fuzz = new Fuzz(SEED + 4);
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      // Ids that name no product; no "/" or dot-only segments, which would leave the route.
      const id = segment(
        fuzz.pick([
          `fuzz-missing-${SEED}-${i}`,
          "x".repeat(fuzz.int(65, 1500)),
          fuzz.pick(UNICODE_EDGES),
          "a b",
          "%",
        ]),
      );
      const from = site(fuzz);
      const method = fuzz.chance(0.2)
        ? fuzz.pick(["GET", "PUT", "PATCH", "DELETE"])
        : "POST";
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      return {
        label: `${method} like, ${made.label}`,
        path: `/api/products/${id.inPath}/like${fuzz.chance(0.2) ? query(fuzz) : ""}`,
        route: like,
        params: { id: id.param },
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
    await runCases(SEED + 4, cases);
    await expectHealthy();
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

  it("POST /api/contact refuses malformed messages", async () => {
    const fuzz = new Fuzz(SEED + 5);
    const base = {
      name: "Rami",
      email: "rami@example.com",
      phone: "",
      message: "Hello from the fuzz test",
    };
    const target = { path: "/api/contact", route: contact };
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
        target,
        16 * KiB,
        JSON.stringify(base),
        () => {
          if (fuzz.chance(0.6))
            return {
              label: `invalid ${field}`,
              type: fuzz.pick(JSON_TYPES),
              body: json(value),
            };
          const form = formOf(value);
          return fuzz.chance(0.8)
            ? {
                label: `invalid ${field} as a form`,
                type: "application/x-www-form-urlencoded",
                body: Buffer.from(form),
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
    await runCases(SEED + 5, cases);
    await expectHealthy();
  });

  it("POST /api/visits refuses malformed beacons", async () => {
    const fuzz = new Fuzz(SEED + 7);
    const view = { kind: "view", path: "/home", referrer: "example.com" };
    const leave = { kind: "leave", path: "/home", lcp: 1200, soaps: [] };
    const wrong: Record<string, unknown[]> = {
      kind: ["", "click", "VIEW", 5, null],
      path: ["", "home", "/a?b=1", `/${"x".repeat(100)}`, 5, ...UNICODE_EDGES],
      referrer: ["http://example.com", "a b", "-x", "x".repeat(254), 5],
      lcp: [-1, 600_001, "1200", null],
      soaps: [Array(21).fill("laurel-5"), ["a b"], "laurel-5", [5]],
    };
    const beacon = () => {
      const base = fuzz.chance(0.5) ? view : leave;
      const field = fuzz.pick(Object.keys(base));
      const value = fuzz.mutate(base, field, wrong[field]!);
      // Only kind and path are required: any other broken field stays present.
      if (!["kind", "path"].includes(field))
        value[field] = fuzz.pick(wrong[field]!);
      return { label: `invalid ${field}`, value };
    };
    const cases = Array.from({ length: CASES }, () =>
      bodyCase(
        fuzz,
        { path: "/api/visits", route: visits },
        512,
        JSON.stringify(view),
        () => {
          const { label, value } = beacon();
          return { label, type: fuzz.pick(JSON_TYPES), body: json(value) };
        },
        [400, 413, 415],
        // GET is the editors' report: refused cross-site (403) or without a session (401).
        [401, 403, 405],
      ),
    );
    await runCases(SEED + 7, cases);
    await expectHealthy();
  });

  it("GET /api/health shrugs off junk; other methods 405", async () => {
    const fuzz = new Fuzz(SEED + 6);
    const cases = Array.from({ length: CASES }, () =>
      readCase(fuzz, { path: "/api/health", route: health }, [
        "POST",
        "PUT",
        "PATCH",
        "DELETE",
      ]),
    );
    await runCases(SEED + 6, cases);
    await expectHealthy();
  });
});
