import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import type { Documents } from "@/lib/documents/types";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createVisitStore } from "./store";

const database = readerDatabaseForFile();

const backends: [string, () => Documents][] = [
  ["local (SQLite)", () => createSqliteDocuments()],
  [
    "firebase (Realtime Database REST)",
    () => createFirebaseDocuments(database.options()),
  ],
];

const visitor = { address: "203.0.113.5", userAgent: "Mozilla/5.0 Firefox" };
const view = (day: string, path: string, more = {}) => ({
  day,
  path,
  soaps: [],
  ...visitor,
  ...more,
});

/* Each test counts on days of its own: the database is shared by the file. */
describe.each(backends)("visit counts on %s", (_name, make) => {
  useTempDataDir();
  let docs: Documents;
  beforeAll(() => {
    docs = make();
  });
  /** A known salt for `day`: the visitor count is an estimate, the same every run only from the same hashes. */
  const saltFor = (day: string) =>
    docs.patch("visits", { salt: { day, salt: `salt of ${day}` } });

  it("counts page views, one visitor a day, referring hosts, soaps, enquiries and messages", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-02";
    await saltFor(day);
    await store.view(view(day, "/home", { referrer: "www.google.com" }));
    await store.view(view(day, "/products"));
    await store.view(view(day, "/products/laurel-5", { soaps: ["laurel-5"] }));
    await store.view(view(day, "/home", { address: "198.51.100.7" }));
    await store.leave({
      day,
      path: "/products",
      vitals: {},
      soaps: ["a", "b"],
    });
    await store.message(day, "enquiries");
    await store.message(day, "messages");
    await store.message(day, "messages");
    const report = await store.report(["2026-03-01", day]);
    expect(report.days).toEqual([
      { date: "2026-03-01", visitors: 0, pageviews: 0 },
      { date: day, visitors: 2, pageviews: 4 },
    ]);
    expect(
      report.pages.map(({ path, pageviews }) => [path, pageviews]),
    ).toEqual([
      ["/home", 2],
      ["/products", 1],
      ["/products/laurel-5", 1],
    ]);
    expect(report.referrers).toEqual([{ host: "www.google.com", visits: 1 }]);
    expect(report.otherSites).toBe(0);
    expect(report.soaps).toEqual([
      { id: "a", views: 1 },
      { id: "b", views: 1 },
      { id: "laurel-5", views: 1 },
    ]);
    expect([report.enquiries, report.messages]).toEqual([1, 2]);
  });

  it("keeps Web Vitals per page so that the 75th percentile reads back within 5 %, from 5 measurements on", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-05";
    const lcps = [900, 1200, 1800, 2100, 2400, 3000, 5200, 1500];
    for (const [i, lcp] of lcps.entries())
      await store.leave({
        day: i % 2 ? day : "2026-03-06",
        path: "/gallery",
        vitals: { lcp, ...(i < 5 && { inp: 40 * (i + 1), cls: 0.01 * i }) },
        soaps: [],
      });
    const [page] = (await store.report([day, "2026-03-06"])).speed;
    // Nearest rank: the 6th of 8 sorted values is 2400 ms; INP's 4th of 5 is 160 ms.
    expect(page).toMatchObject({
      page: "/gallery",
      samples: 8,
      measurements: { lcp: 8, inp: 5, cls: 5 },
    });
    expect(page!.lcp).toBeGreaterThanOrEqual(2400);
    expect(page!.lcp).toBeLessThanOrEqual(2500);
    expect(page!.inp).toBeGreaterThanOrEqual(160);
    expect(page!.inp).toBeLessThanOrEqual(168);
    expect(page!.cls).toBeGreaterThanOrEqual(0.03);
    expect(page!.cls).toBeLessThanOrEqual(0.032);
    const unmeasured = await store.report(["2026-03-07"]);
    expect(unmeasured.speed).toEqual([]);
  });

  it("tells no 75th percentile below 5 measurements: one slow visit is not a page's speed", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-08";
    for (const lcp of [60_000, 900, 1000, 1100])
      await store.leave({ day, path: "/benefits", vitals: { lcp }, soaps: [] });
    const before = (await store.report([day])).speed[0];
    expect(before).toMatchObject({
      lcp: null,
      inp: null,
      cls: null,
      measurements: { lcp: 4, inp: 0, cls: 0 },
    });
    await store.leave({
      day,
      path: "/benefits",
      vitals: { lcp: 1200 },
      soaps: [],
    });
    const after = (await store.report([day])).speed[0];
    expect(after!.measurements.lcp).toBe(5);
    // The 4th of 5 sorted values: 1200 ms, not the one slow visit.
    expect(after!.lcp).toBeGreaterThanOrEqual(1200);
    expect(after!.lcp).toBeLessThanOrEqual(1260);
  });

  it("keeps no visitor's hash, address or browser, and forgets days past 12 months", async () => {
    const store = createVisitStore(docs);
    await store.view(view("2025-03-01", "/home"));
    await store.view(view("2026-03-10", "/home"));
    await store.view(view("2026-03-10", "/benefits"));
    expect(await docs.list("visits/seen")).toEqual({});
    const stored = JSON.stringify([
      (await docs.get("visits/salt")).value,
      (await docs.get("visits/days/2026-03-10")).value,
    ]);
    expect(stored).not.toContain(visitor.address);
    expect(stored).not.toContain("Firefox");
    expect((await docs.get("visits/days/2025-03-01")).value).toBeNull();
    // The same visitor is a new one on a new day (a new salt).
    await store.view(view("2026-03-11", "/home"));
    const days = (await store.report(["2026-03-10", "2026-03-11"])).days;
    expect(days.map((d) => d.visitors)).toEqual([1, 1]);
  });

  it("keeps a day under 16 KB whatever hosts and browsers are sent, and the frequent hosts in it", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-15";
    await saltFor(day);
    const sent = 600;
    for (let i = 0; i < sent; i++)
      await store.view(
        view(day, "/home", {
          // Every 10th from a search engine; the others from a host never seen before, of 230 characters.
          referrer:
            i % 10 === 0 ? "www.google.com" : `${"h".repeat(220)}-${i}.example`,
          address: `198.51.100.${i % 250}`,
          userAgent: `Mozilla/5.0 Firefox/${i}`,
        }),
      );
    const stored = (await docs.get(`visits/days/${day}`)).value;
    expect(JSON.stringify(stored).length).toBeLessThan(16_000);
    expect(await docs.list("visits/seen")).toEqual({});
    const report = await store.report([day]);
    // Each browser is a visitor: within the sketch's 10 %.
    expect(Math.abs(report.days[0]!.visitors - sent)).toBeLessThanOrEqual(
      sent / 10,
    );
    expect(report.days[0]!.pageviews).toBe(sent);
    const google = report.referrers.find((r) => r.host === "www.google.com");
    // Never more than it sent; at most 1 in 51 of the day's referrals less.
    expect(google!.visits).toBeLessThanOrEqual(sent / 10);
    expect(google!.visits).toBeGreaterThan(sent / 10 - sent / 51);
    expect(report.referrers.length).toBeLessThanOrEqual(20);
    const listed = report.referrers.reduce((sum, r) => sum + r.visits, 0);
    expect(listed + report.otherSites).toBe(sent);
  }, 60_000);

  it("loses no count nor visitor when two instances count the same day at once", async () => {
    const day = "2026-03-20";
    await saltFor(day);
    const writers = [createVisitStore(make()), createVisitStore(make())];
    const visitorsOf = (w: number) =>
      Array.from({ length: 15 }, (_, i) =>
        view(day, "/home", { address: `192.0.2.${w * 20 + i}` }),
      );
    await Promise.all(
      writers.map(async (store, w) => {
        for (const visit of visitorsOf(w)) {
          await store.view(visit);
          await store.leave({
            day,
            path: "/home",
            vitals: { lcp: 1000 },
            soaps: [],
          });
        }
      }),
    );
    await Promise.all(writers.map((store) => store.message(day, "messages")));
    const report = await writers[0]!.report([day]);
    expect(report.days[0]!.pageviews).toBe(30);
    expect(Math.abs(report.days[0]!.visitors - 30)).toBeLessThanOrEqual(2);
    expect(report.speed[0]).toMatchObject({
      samples: 30,
      lcp: expect.any(Number),
    });
    expect(report.messages).toBe(2);
    // Had a write lost a visitor, counting them all again would change the sketch.
    const sketch = async () =>
      (await docs.get<{ visitorSketch: string }>(`visits/days/${day}`)).value!
        .visitorSketch;
    const counted = await sketch();
    for (const visit of [...visitorsOf(0), ...visitorsOf(1)])
      await writers[1]!.view(visit);
    expect(await sketch()).toBe(counted);
  });

  it("keeps every soap page's Web Vitals as one entry, Soap pages, and each soap page's views on its own", async () => {
    const store = createVisitStore(docs);
    const day = "2026-04-01";
    const soaps = Array.from({ length: 40 }, (_, i) => `soap-${i}`);
    await store.view(view(day, "/products/soap-0"));
    await store.leave({
      day,
      path: "/contact",
      vitals: { lcp: 900 },
      soaps: [],
    });
    // A soap page's beacon writes the day last: what it stores is its own doing, not a later rewrite's.
    for (const [i, id] of soaps.entries()) {
      await store.view(view(day, `/products/${id}`, { soaps: [id] }));
      await store.leave({
        day,
        path: `/products/${id}`,
        vitals: { lcp: 1000 + 10 * i, ...(i % 2 === 0 && { cls: 0.3 }) },
        soaps: [],
      });
    }
    const stored = (
      await docs.get<{ vitals: { path: string }[] }>(`visits/days/${day}`)
    ).value!;
    expect(stored.vitals.map((v) => v.path).sort()).toEqual([
      "/contact",
      "/products/*",
    ]);
    const report = await store.report([day]);
    expect(report.pages).toHaveLength(40);
    expect(report.pages[0]).toEqual({ path: "/products/soap-0", pageviews: 2 });
    expect(report.speed.map((s) => s.page)).toEqual([
      "/products/*",
      "/contact",
    ]);
    expect(report.speed[0]).toMatchObject({
      samples: 40,
      measurements: { lcp: 40, inp: 0, cls: 20 },
    });
    // The 30th of 40 LCPs (1000 to 1390 ms) is 1290 ms.
    expect(report.speed[0]!.lcp).toBeGreaterThanOrEqual(1290);
    expect(report.speed[0]!.lcp).toBeLessThanOrEqual(1355);
  });

  it("counts page views by phone, tablet and computer, and keeps no user agent", async () => {
    const store = createVisitStore(docs);
    const day = "2026-04-02";
    const agents = {
      phone:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      tablet:
        "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      computer:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
    };
    const seen = { phone: 3, tablet: 1, computer: 2 };
    for (const [kind, times] of Object.entries(seen))
      for (let i = 0; i < times; i++)
        await store.view(
          view(day, "/home", {
            userAgent: agents[kind as keyof typeof agents],
          }),
        );
    await store.view(view("2026-04-03", "/home"));
    expect((await store.report([day])).devices).toEqual(seen);
    expect((await store.report([day, "2026-04-03"])).devices).toEqual({
      ...seen,
      computer: 3,
    });
    const stored = JSON.stringify((await docs.get(`visits/days/${day}`)).value);
    for (const agent of Object.values(agents))
      expect(stored).not.toContain(agent.slice(13, 40));
    expect((await store.report(["2026-04-04"])).devices).toEqual({
      phone: 0,
      tablet: 0,
      computer: 0,
    });
  });

  // Its days come after every other test's: the salt only moves forward.
  it("reads days stored before the ceiling and the sketch, and clears the visitor hashes they kept", async () => {
    const day = "2026-06-01";
    const hosts = Array.from(
      { length: 60 },
      (_, i) => [`site-${i}.example`, 60 - i] as [string, number],
    );
    await docs.patch("visits/days", {
      [day]: {
        pageviews: [["/home", 3]],
        visitors: 2,
        referrers: hosts,
        soaps: [],
        enquiries: 1,
        messages: 0,
        vitals: [
          { path: "/home", samples: 1, lcp: [[40, 1]], inp: [], cls: [] },
          ...["laurel-5", "laurel-12"].map((id) => ({
            path: `/products/${id}`,
            samples: 2,
            lcp: [[40, 2]],
            inp: [],
            cls: [[3, 1]],
          })),
        ],
      },
    });
    await docs.patch("visits/seen", { "0123abcd": day, "4567ef01": day });
    const store = createVisitStore(docs);
    await store.view(view(day, "/home", { referrer: "site-0.example" }));
    const report = await store.report([day]);
    expect(report.days[0]).toEqual({ date: day, visitors: 3, pageviews: 4 });
    expect(report.enquiries).toBe(1);
    expect(report.referrers[0]).toEqual({ host: "site-0.example", visits: 61 });
    expect(report.referrers).toHaveLength(20);
    const total = hosts.reduce((sum, [, n]) => sum + n, 1);
    const listed = report.referrers.reduce((sum, r) => sum + r.visits, 0);
    expect(listed + report.otherSites).toBe(total);
    const rewritten = (
      await docs.get<{ referrers: unknown[]; vitals: { path: string }[] }>(
        `visits/days/${day}`,
      )
    ).value;
    expect(rewritten!.referrers).toHaveLength(50);
    expect(rewritten!.vitals.map((v) => v.path)).toEqual([
      "/home",
      "/products/*",
    ]);
    expect(report.devices).toEqual({ phone: 0, tablet: 0, computer: 1 });
    expect(
      report.speed.map(({ page, samples, measurements }) => ({
        page,
        samples,
        measurements,
      })),
    ).toEqual([
      { page: "/home", samples: 1, measurements: { lcp: 1, inp: 0, cls: 0 } },
      {
        page: "/products/*",
        samples: 4,
        measurements: { lcp: 4, inp: 0, cls: 2 },
      },
    ]);
    await store.view(view("2026-06-02", "/home"));
    expect(await docs.list("visits/seen")).toEqual({});
  });
});
