import {
  CASES,
  Fuzz,
  FUZZ_SEED,
  KiB,
  json,
  malformedBody,
  segment,
  UNICODE_EDGES,
} from "@/test/fuzz";
import { cookie, query, site } from "@/test/fuzz-cases";
import {
  expectHealthy,
  runCases,
  type FuzzCase,
  type Target,
} from "@/test/fuzz-run";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";
import * as images from "./images/route";
import * as message from "./messages/[id]/route";
import * as retry from "./messages/[id]/retry/route";
import * as deliveries from "./messages/deliveries/route";
import * as messages from "./messages/route";
import * as saves from "./page-texts/[page]/saves/route";
import * as editorWords from "./page-texts/editor/route";
import * as unread from "./messages/unread/route";
import * as version from "./products/history/[version]/route";
import * as restore from "./products/history/[version]/restore/route";
import * as history from "./products/history/route";

/**
 * The owner's console (messages, history, photo uploads, page texts' saves and editor) against seeded
 * malformed requests (test/fuzz-verdict.ts says what every answer must be):
 * never a 5xx, never a change a bad request could make.
 */

const SEED = FUZZ_SEED + 200;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

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

const messageTarget = (
  id: ReturnType<typeof segment>,
  route: Target["route"],
  tail = "",
): Target => ({
  path: `/api/messages/${id.inPath}${tail}`,
  route,
  params: { id: id.param },
});

const versionTarget = (
  v: ReturnType<typeof segment>,
  route: Target["route"],
  tail = "",
): Target => ({
  path: `/api/products/history/${v.inPath}${tail}`,
  route,
  params: { version: v.param },
});

const consoleTargets = (fuzz: Fuzz, i: number): Target =>
  fuzz.pick([
    () => ({ path: "/api/messages", route: messages }),
    () => ({ path: "/api/messages/unread", route: unread }),
    () => messageTarget(junk(fuzz, i), message),
    () => messageTarget(junk(fuzz, i), retry, "/retry"),
    () => ({ path: "/api/products/history", route: history }),
    () => versionTarget(junk(fuzz, i), version),
    () => versionTarget(junk(fuzz, i), restore, "/restore"),
    () => ({ path: "/api/images", route: images }),
    () => ({ path: "/api/page-texts/editor", route: editorWords }),
    () => {
      const page = fuzz.chance(0.5) ? segment("home") : junk(fuzz, i);
      return {
        path: `/api/page-texts/${page.inPath}/saves`,
        route: saves,
        params: { page: page.param },
      };
    },
  ])();

/** Junk photos: text, broken images, the wrong form field, no form at all. */
function uploadBody(fuzz: Fuzz): {
  label: string;
  type: string;
  body: Buffer<ArrayBuffer>;
} {
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

describe("the console's routes against malformed requests", () => {
  useTempDataDir();

  it("refuse visitors whatever they send", async () => {
    const fuzz = new Fuzz(SEED + 1);
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const target = consoleTargets(fuzz, i);
      const method = fuzz.pick(METHODS);
      const from = site(fuzz);
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      return {
        label: `${method} without a session, ${made.label}`,
        ...target,
        path: `${target.path}${fuzz.chance(0.2) ? query(fuzz) : ""}`,
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
    await runCases(SEED + 1, cases);
    await expectHealthy();
  });

  describe("with a scheduler's key set", () => {
    const secret = "a-scheduler-key-of-32-characters";
    withEnv(() => ({ CRON_SECRET: secret }));

    it("GET /api/messages/deliveries refuses every key but the scheduler's", async () => {
      const fuzz = new Fuzz(SEED + 3);
      const cases = Array.from({ length: CASES }, (): FuzzCase => {
        const method = fuzz.chance(0.2) ? fuzz.pick(METHODS) : "GET";
        const key = fuzz.pick([
          "",
          secret.slice(0, -1),
          `${secret}x`,
          secret.toUpperCase(),
          "x".repeat(fuzz.int(1, 3000)),
          fuzz.pick(UNICODE_EDGES),
        ]);
        const scheme = fuzz.pick([
          "Bearer ",
          "bearer  ",
          "Basic ",
          "",
          "Bearer",
        ]);
        return {
          label: `${method}, a wrong key`,
          path: `/api/messages/deliveries${fuzz.chance(0.2) ? query(fuzz) : ""}`,
          route: deliveries,
          method,
          headers: {
            // Header values are bytes without line breaks or NUL: the key as a client could send it.
            authorization: Buffer.from(`${scheme}${key}`)
              .toString("latin1")
              .replace(/[\r\n\0]/g, ""),
            ...cookie(fuzz),
          },
          allowed: method === "GET" ? [401] : [405],
        };
      });
      await runCases(SEED + 3, cases);
      await expectHealthy();
    });
  });

  it("refuse an editor's malformed requests, never a 5xx", async () => {
    const fuzz = new Fuzz(SEED + 2);
    const editor = await sessionCookie();
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const from = site(fuzz);
      const headers = {
        ...from.headers,
        cookie: editor,
        "x-forwarded-for": fuzz.address(),
      };
      const kind = fuzz.int(0, 3);
      if (kind === 0) {
        const made = uploadBody(fuzz);
        return {
          label: `upload: ${made.label}`,
          path: "/api/images",
          route: images,
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
          ...messageTarget(junk(fuzz, i), message),
          method: "PATCH",
          headers: { ...headers, "content-type": made.type },
          body: made.body,
          allowed: from.cross ? [403] : [400, 404, 413, 415],
        };
      }
      if (kind === 2)
        return {
          label: "a version that is not one",
          ...versionTarget(junk(fuzz, i), version),
          method: "GET",
          headers,
          allowed: from.cross ? [403] : [400, 404],
        };
      return {
        label: "restore with a junk or stale If-Match",
        ...versionTarget(
          fuzz.chance(0.5) ? segment("1") : junk(fuzz, i),
          restore,
          "/restore",
        ),
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
    await runCases(SEED + 2, cases);
    await expectHealthy();
  });
});
