import { ADMIN, signInWithApi } from "./support/editors";
import { expect, test } from "./support/test";
import {
  CASES,
  Fuzz,
  FUZZ_SEED,
  KiB,
  json,
  malformedBody,
  segment,
  UNICODE_EDGES,
} from "./support/fuzz";
import { cookie, query, site } from "./support/fuzz-cases";
import { expectHealthy, runCases, type FuzzCase } from "./support/fuzz-run";

/**
 * The owner's console (messages, history, photo uploads) against seeded
 * malformed requests (the rules and seeds are explained in
 * e2e/api-fuzz.spec.ts): never a 5xx, never a change a bad request could make.
 */

const SEED = FUZZ_SEED + 200;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Runs once, in the "api" project of playwright.config.ts: no screen size matters.
test.beforeEach(() => test.setTimeout(90_000));

/** A path segment that names no message or version: junk, unicode, huge. */
const junk = (fuzz: Fuzz, i: number) =>
  segment(
    fuzz.pick([
      `fuzz-missing-${SEED}-${i}`,
      "x".repeat(fuzz.int(65, 1500)),
      fuzz.pick(UNICODE_EDGES),
      "0",
      "-1",
      "1e9",
      "99999999999",
    ]),
  );

const consolePaths = (fuzz: Fuzz, i: number) =>
  fuzz.pick([
    "/api/messages",
    "/api/messages/unread",
    `/api/messages/${junk(fuzz, i)}`,
    `/api/messages/${junk(fuzz, i)}/retry`,
    "/api/products/history",
    `/api/products/history/${junk(fuzz, i)}`,
    `/api/products/history/${junk(fuzz, i)}/restore`,
    "/api/images",
  ]);

/** Junk photos: text, broken images, the wrong form field, no form at all. */
function uploadBody(fuzz: Fuzz): { label: string; type: string; body: Buffer } {
  const boundary = "fuzzboundary";
  const part = (name: string, filename: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return fuzz.pick([
    () => ({
      label: "HTML named .png",
      type: multipart,
      body: part("file", "photo.png", Buffer.from("<html><script>1</script>")),
    }),
    () => ({
      label: "SVG named .png",
      type: multipart,
      body: part(
        "file",
        "photo.png",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    }),
    () => ({
      label: "a PNG cut short",
      type: multipart,
      body: part(
        "file",
        "photo.png",
        Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
      ),
    }),
    () => ({
      label: "the wrong field",
      type: multipart,
      body: part("photo", "photo.png", Buffer.from("x")),
    }),
    () => ({
      label: "a truncated form",
      type: multipart,
      body: part("file", "photo.png", Buffer.from("x")).subarray(0, 60),
    }),
    () => {
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      return { ...made, label: `not a form (${made.label})` };
    },
  ])();
}

test("the console's routes refuse visitors whatever they send", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 1);
  const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
    const path = consolePaths(fuzz, i);
    const method = fuzz.pick(METHODS);
    const from = site(fuzz);
    const made = malformedBody(fuzz, "{}", 16 * KiB);
    return {
      label: `${method} without a session, ${made.label}`,
      path: `${path}${fuzz.chance(0.2) ? query(fuzz) : ""}`,
      method,
      headers: {
        ...from.headers,
        "x-forwarded-for": fuzz.address(),
        ...cookie(fuzz),
        ...(method === "GET" ? {} : { "content-type": made.type }),
      },
      body: method === "GET" ? undefined : made.body,
      // The gate answers first (cross-site 403, no session 401); a method the route has not is 405.
      allowed: [401, 403, 405],
    };
  });
  const seen = await runCases(request, SEED + 1, cases);
  console.log("console without a session", cases.length, JSON.stringify(seen));
  expect(seen[200] ?? 0).toBe(0);
  await expectHealthy(request);
});

test("an editor's malformed requests to the console are refused, never a 5xx", async ({
  request,
}) => {
  const fuzz = new Fuzz(SEED + 2);
  await signInWithApi(request, ADMIN.email, ADMIN.password);
  const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
    const from = site(fuzz);
    const headers = { ...from.headers, "x-forwarded-for": fuzz.address() };
    const kind = fuzz.int(0, 3);
    if (kind === 0) {
      const made = uploadBody(fuzz);
      return {
        label: `upload: ${made.label}`,
        path: "/api/images",
        method: "POST",
        headers: { ...headers, "content-type": made.type },
        body: made.body,
        allowed: from.cross ? [403] : [400, 413, 415],
      };
    }
    if (kind === 1) {
      const made = fuzz.chance(0.5)
        ? malformedBody(fuzz, '{"read":true}', 16 * KiB)
        : {
            label: "wrong fields",
            type: "application/json",
            body: json(
              fuzz.pick([
                { read: "yes" },
                { read: 1 },
                { read: true, name: "x" },
                {},
                [true],
                null,
              ]),
            ),
          };
      return {
        label: `PATCH a message: ${made.label}`,
        path: `/api/messages/${junk(fuzz, i)}`,
        method: "PATCH",
        headers: { ...headers, "content-type": made.type },
        body: made.body,
        allowed: from.cross ? [403] : [400, 404, 413, 415],
      };
    }
    if (kind === 2)
      return {
        label: "a version that is not one",
        path: `/api/products/history/${junk(fuzz, i)}`,
        method: "GET",
        headers,
        allowed: from.cross ? [403] : [400, 404],
      };
    return {
      label: "restore with a junk or stale If-Match",
      path: `/api/products/history/${fuzz.pick(["1", junk(fuzz, i)])}/restore`,
      method: "POST",
      headers: {
        ...headers,
        ...(fuzz.chance(0.8)
          ? { "if-match": fuzz.pick(['"0"', "*", '"junk"', "W/", '""']) }
          : {}),
      },
      allowed: from.cross ? [403] : [400, 404, 409, 428],
    };
  });
  const seen = await runCases(request, SEED + 2, cases);
  console.log("console with a session", cases.length, JSON.stringify(seen));
  expect(seen[200] ?? 0).toBe(0);
  expect(seen[201] ?? 0).toBe(0);
  await expectHealthy(request);
});
