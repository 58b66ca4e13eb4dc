import { documents } from "@/lib/documents";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import type { Documents } from "@/lib/documents/types";
import { good, postJson } from "@/test/api/contact";
import { sessionCookie } from "@/test/session-cookie";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { visitStore } from "@/lib/visits";
import { createVisitStore } from "@/lib/visits/store";
import { POST as contact } from "../contact/route";
import { GET, POST } from "./route";

jest.mock("@/lib/documents");
const { documents: realDocuments } =
  jest.requireActual<typeof import("@/lib/documents")>("@/lib/documents");
// visitStore() is the real one until the failing-store test hands the routes another.
jest.mock("@/lib/visits", () => {
  const actual =
    jest.requireActual<typeof import("@/lib/visits")>("@/lib/visits");
  return { ...actual, visitStore: jest.fn(actual.visitStore) };
});
const realVisitStore =
  jest.requireActual<typeof import("@/lib/visits")>("@/lib/visits").visitStore;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let address = 0;
/** A beacon from a browser on our page, from an address of its own unless told. */
const beacon = (
  body: unknown,
  headers: Record<string, string> = {},
  raw = JSON.stringify(body),
) =>
  POST(
    new Request("http://localhost:3000/api/visits", {
      method: "POST",
      body: raw,
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
        "x-forwarded-for": `203.0.113.${++address}`,
        ...headers,
      },
    }),
  );

const read = (days: string, cookie?: string) =>
  GET(
    new Request(`http://localhost:3000/api/visits?days=${days}`, {
      headers: {
        "sec-fetch-site": "same-origin",
        ...(cookie && { cookie }),
      },
    }),
  );

describe("/api/visits", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();

  describe.each<[string, () => unknown]>([
    ["local (SQLite)", () => undefined],
    [
      "firebase (Realtime Database REST)",
      () =>
        jest
          .mocked(documents)
          .mockReturnValue(createFirebaseDocuments(database.options())),
    ],
  ])("on %s", (backend, useBackend) => {
    let editor: string;
    /** Today's counts as an editor reads them. */
    const report = async () => {
      const res = await read("7", editor);
      expect(res.status).toBe(200);
      return res.json();
    };
    /** What `act` added to today's report. */
    const added = async (act: () => Promise<unknown>) => {
      const before = await report();
      await act();
      const after = await report();
      const today = (r: typeof before) => r.days.at(-1);
      const views = (r: typeof before, path: string) =>
        r.pages.find((p: { path: string }) => p.path === path)?.pageviews ?? 0;
      return {
        visitors: today(after).visitors - today(before).visitors,
        pageviews: today(after).pageviews - today(before).pageviews,
        views: (path: string) => views(after, path) - views(before, path),
        after,
      };
    };

    beforeAll(async () => {
      useBackend();
      editor = await sessionCookie({ sub: "visits-ed" });
    });
    afterAll(() => jest.mocked(documents).mockImplementation(realDocuments));

    it("counts a page view, its visitor once, the referring host and a soap's page (204)", async () => {
      const from = { "x-forwarded-for": "192.0.2.10" };
      const change = await added(async () => {
        const res = await beacon(
          { kind: "view", path: "/home", referrer: "WWW.Example.org" },
          from,
        );
        expect(res.status).toBe(204);
        expect(res.headers.get("set-cookie")).toBeNull();
        await beacon({ kind: "view", path: "/products/laurel-5" }, from);
        await beacon(
          { kind: "view", path: "/gallery", referrer: "localhost:3000" },
          from,
        );
      });
      expect(change).toMatchObject({ visitors: 1, pageviews: 3 });
      expect(change.views("/products/laurel-5")).toBe(1);
      expect(change.after.referrers).toContainEqual({
        host: "www.example.org",
        visits: 1,
      });
      expect(change.after.referrers).not.toContainEqual(
        expect.objectContaining({ host: "localhost:3000" }),
      );
      expect(change.after.soaps).toContainEqual({ id: "laurel-5", views: 1 });
    });

    it("keeps a page's Web Vitals and the soaps whose cards were seen", async () => {
      const res = await beacon({
        kind: "leave",
        path: "/products",
        lcp: 1800.4,
        inp: 96,
        cls: 0.02,
        soaps: ["laurel-12", "laurel-12", "no-such-soap"],
      });
      expect(res.status).toBe(204);
      const after = await report();
      // One measurement tells nothing yet (5 do: lib/visits/store.contract.test.ts).
      expect(after.speed).toContainEqual({
        page: "/products",
        lcp: null,
        inp: null,
        cls: null,
        measurements: { lcp: 1, inp: 1, cls: 1 },
        samples: 1,
      });
      expect(after.soaps).toContainEqual({ id: "laurel-12", views: 1 });
      expect(JSON.stringify(after.soaps)).not.toContain("no-such-soap");
    });

    it("counts each page view as a phone's, a tablet's or a computer's, from the user agent", async () => {
      const agents = {
        phone:
          "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        tablet:
          "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      };
      const before = (await report()).devices;
      for (const agent of [agents.phone, agents.phone, agents.tablet, BROWSER])
        await beacon(
          { kind: "view", path: "/contact" },
          { "user-agent": agent },
        );
      // Leaving is no page view.
      await beacon(
        { kind: "leave", path: "/contact", lcp: 900 },
        { "user-agent": agents.phone },
      );
      const after = (await report()).devices;
      expect({
        phone: after.phone - before.phone,
        tablet: after.tablet - before.tablet,
        computer: after.computer - before.computer,
      }).toEqual({ phone: 2, tablet: 1, computer: 1 });
    });

    it("keeps the soap pages' Web Vitals together, as /products/*, and each soap page's views", async () => {
      const change = await added(async () => {
        for (const id of ["laurel-5", "laurel-12"]) {
          await beacon({ kind: "view", path: `/products/${id}` });
          await beacon({ kind: "leave", path: `/products/${id}`, lcp: 1500 });
        }
      });
      expect(change.views("/products/laurel-5")).toBe(1);
      expect(change.views("/products/laurel-12")).toBe(1);
      const soapPages = change.after.speed.filter((s: { page: string }) =>
        s.page.startsWith("/products/"),
      );
      expect(soapPages).toHaveLength(1);
      expect(soapPages[0]).toMatchObject({
        page: "/products/*",
        measurements: { lcp: expect.any(Number), inp: 0, cls: 0 },
      });
      expect(soapPages[0].measurements.lcp).toBeGreaterThanOrEqual(2);
    });

    it.each([
      ["Sec-GPC", { "sec-gpc": "1" }],
      ["DNT", { dnt: "1" }],
      [
        "a bot's user agent",
        {
          "user-agent":
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        },
      ],
      [
        "a headless browser",
        { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0" },
      ],
      ["no user agent", { "user-agent": "" }],
      ["a prefetch", { "sec-purpose": "prefetch;prerender" }],
    ])("answers 204 but counts nothing from %s", async (_what, headers) => {
      const change = await added(async () => {
        const res = await beacon({ kind: "view", path: "/home" }, headers);
        expect(res.status).toBe(204);
      });
      expect(change).toMatchObject({ visitors: 0, pageviews: 0 });
    });

    it("counts no admin screen, login, unknown page or unknown soap", async () => {
      const change = await added(async () => {
        for (const path of [
          "/addProducts",
          "/visits",
          "/login",
          "/nope",
          "/products/no-such-soap",
        ])
          expect((await beacon({ kind: "view", path })).status).toBe(204);
      });
      expect(change).toMatchObject({ visitors: 0, pageviews: 0 });
    });

    it.each([
      ["not JSON", "{kind:", 400],
      [
        "an unknown kind",
        JSON.stringify({ kind: "click", path: "/home" }),
        400,
      ],
      [
        "a path that is a URL",
        JSON.stringify({ kind: "view", path: "https://x.example/home" }),
        400,
      ],
      [
        "a referrer with its path",
        JSON.stringify({
          kind: "view",
          path: "/home",
          referrer: "x.example/a?b",
        }),
        400,
      ],
      [
        "another field",
        JSON.stringify({ kind: "view", path: "/home", id: "visitor-1" }),
        400,
      ],
      [
        "a negative LCP",
        JSON.stringify({ kind: "leave", path: "/home", lcp: -1 }),
        400,
      ],
      [
        "a body over 512 bytes",
        JSON.stringify({ kind: "view", path: `/${"a".repeat(600)}` }),
        413,
      ],
    ])("refuses %s", async (_what, raw, status) => {
      const res = await beacon(null, {}, raw);
      expect(res.status).toBe(status);
      expect(await res.json()).toHaveProperty("error");
    });

    it.each([
      ["an LCP over 60 s", { lcp: 60_001 }, { lcp: "must be at most 60000" }],
      [
        "an INP of 10 minutes",
        { inp: 600_000 },
        { inp: "must be at most 60000" },
      ],
      ["a CLS over 10", { cls: 10.5 }, { cls: "must be at most 10" }],
    ])("refuses %s, naming the field (400)", async (_what, vitals, fields) => {
      const res = await beacon({ kind: "leave", path: "/home", ...vitals });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(fields);
    });

    it("takes a page at the ceilings: 60 s, 60 s and 10 (204)", async () => {
      const slowest = { lcp: 60_000, inp: 60_000, cls: 10 };
      const res = await beacon({ kind: "leave", path: "/gallery", ...slowest });
      expect(res.status).toBe(204);
      const gallery = (await report()).speed.find(
        (p: { page: string }) => p.page === "/gallery",
      );
      expect(gallery.samples).toBe(1);
    });

    it("refuses another content type (415) and another site's page (403)", async () => {
      const view = { kind: "view", path: "/home" };
      expect(
        (await beacon(view, { "content-type": "text/plain" })).status,
      ).toBe(415);
      expect(
        (await beacon(view, { "sec-fetch-site": "cross-site" })).status,
      ).toBe(403);
    });

    it("limits each address to 120 beacons in 10 minutes (429 with Retry-After)", async () => {
      const from = { "x-forwarded-for": `192.0.2.${backend.length}` };
      const view = { kind: "view", path: "/benefits" };
      const statuses = [];
      for (let i = 0; i < 120; i++)
        statuses.push((await beacon(view, from)).status);
      expect(new Set(statuses)).toEqual(new Set([204]));
      const limited = await beacon(view, from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await beacon(view)).status).toBe(204);
    });

    it("counts contact messages and enquiries when they arrive", async () => {
      const before = await report();
      expect((await contact(postJson(good))).status).toBe(202);
      const list = [{ name: "Laurel soap 12 %", amount: 3 }];
      expect((await contact(postJson({ ...good, list }))).status).toBe(202);
      const after = await report();
      expect(after.messages - before.messages).toBe(1);
      expect(after.enquiries - before.enquiries).toBe(1);
    });

    it("lets only editors read the counts, for 7 or 30 days", async () => {
      expect((await read("7")).status).toBe(401);
      const member = await sessionCookie(
        { sub: "visits-member" },
        { role: "member" },
      );
      expect((await read("7", member)).status).toBe(403);
      const bad = await read("9", editor);
      expect(bad.status).toBe(400);
      expect((await bad.json()).fields).toEqual({ days: "must be 7 or 30" });
      const month = await (await read("30", editor)).json();
      expect(Object.keys(month)).toEqual([
        "days",
        "pages",
        "speed",
        "referrers",
        "otherSites",
        "soaps",
        "devices",
        "enquiries",
        "messages",
      ]);
      expect(month.days).toHaveLength(30);
      expect(month.days[29].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  it("answers 204, never 5xx, when the store fails, and tells the editor it is down (503)", async () => {
    const editor = await sessionCookie({ sub: "visits-ed2" });
    const broken = new Proxy({} as Documents, {
      get: () => () => Promise.reject(new Error("disk on fire")),
    });
    jest.mocked(visitStore).mockReturnValue(createVisitStore(broken));
    jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await beacon({ kind: "view", path: "/home" })).status).toBe(204);
      expect(
        (await beacon({ kind: "leave", path: "/home", lcp: 1 })).status,
      ).toBe(204);
      expect((await contact(postJson(good))).status).toBe(202);
      expect((await read("7", editor)).status).toBe(503);
    } finally {
      jest.mocked(visitStore).mockImplementation(realVisitStore);
      jest.restoreAllMocks();
    }
  });
});
