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

  it("counts page views, one visitor a day, referring hosts, soaps, enquiries and messages", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-02";
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
    const [page] = (await store.report([day, "2026-03-06"])).pages;
    // Nearest rank: the 6th of 8 sorted values is 2400 ms; INP's 4th of 5 is 160 ms.
    expect(page).toMatchObject({
      path: "/gallery",
      pageviews: 0,
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
    expect(unmeasured.pages).toEqual([]);
  });

  it("tells no 75th percentile below 5 measurements: one slow visit is not a page's speed", async () => {
    const store = createVisitStore(docs);
    const day = "2026-03-08";
    for (const lcp of [60_000, 900, 1000, 1100])
      await store.leave({ day, path: "/benefits", vitals: { lcp }, soaps: [] });
    const before = (await store.report([day])).pages[0];
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
    const after = (await store.report([day])).pages[0];
    expect(after!.measurements.lcp).toBe(5);
    // The 4th of 5 sorted values: 1200 ms, not the one slow visit.
    expect(after!.lcp).toBeGreaterThanOrEqual(1200);
    expect(after!.lcp).toBeLessThanOrEqual(1260);
  });

  it("keeps only the day's visitor hashes and salt, never the address, and forgets days past 12 months", async () => {
    const store = createVisitStore(docs);
    await store.view(view("2025-03-01", "/home"));
    await store.view(view("2026-03-10", "/home"));
    await store.view(view("2026-03-10", "/benefits"));
    const seen = await docs.list<string>("visits/seen");
    expect(Object.values(seen)).toEqual(["2026-03-10"]);
    const stored = JSON.stringify([
      seen,
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

  it("loses no count when two instances count the same day at once", async () => {
    const day = "2026-03-20";
    const writers = [createVisitStore(make()), createVisitStore(make())];
    await Promise.all(
      writers.map(async (store, w) => {
        for (let i = 0; i < 15; i++) {
          await store.view(
            view(day, "/home", { address: `192.0.2.${w * 20 + i}` }),
          );
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
    expect(report.days[0]).toEqual({ date: day, visitors: 30, pageviews: 30 });
    expect(report.pages[0]).toMatchObject({
      samples: 30,
      lcp: expect.any(Number),
    });
    expect(report.messages).toBe(2);
  });
});
