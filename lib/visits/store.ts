import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { update, type Documents } from "@/lib/documents/types";
import { addDays } from "./days";
import {
  addTo,
  bucketOf,
  measurementsIn,
  merge,
  p75,
  type Histogram,
  type Metric,
} from "./histogram";
import { DEVICES, deviceOf, type Device } from "./device";
import { vitalsPageOf } from "./pages";
import { sketchOf, visitorsIn, withVisitor } from "./sketch";
import { byCount, countIn, keepTop, MOST_KEPT, type Tally } from "./top-list";
import type { VisitReport } from "./types";

// visits/days/<day>: counts, changed by compare-and-set so concurrent instances lose none; kept 12 months.
// Its size has a ceiling whatever is sent: paths and soaps are the catalogue's, referring hosts the 50
// most frequent (./top-list.ts), visitors a fixed-size sketch of salted hashes (./sketch.ts), devices
// three counters, and Web Vitals kept per page of the site with every soap's page as one (./pages.ts).
// visits/salt: { day, salt }, drawn by the day's first view.
const KEPT_DAYS = 366;
/** Days older than 12 months that each new day clears: a site idle this long forgets nothing it should. */
const CLEARED_DAYS = 90;
const ROUNDS = { attempts: 30, busy: "The visit counts are too busy" };
const METRICS: Metric[] = ["lcp", "inp", "cls"];
/** Fewer measurements say nothing of a page: one slow visit would be its 75th percentile. */
const MIN_MEASUREMENTS = 5;
const REPORTED_HOSTS = 20;

const tally = z.array(z.tuple([z.string(), z.number()])).catch([]);
const histogram = z.array(z.tuple([z.number(), z.number()])).catch([]);
const count = z.number().catch(0);
const daySchema = z.object({
  pageviews: tally,
  /** Days counted before the sketch: their visitors one by one. */
  visitors: count,
  visitorSketch: z.unknown().optional().transform(sketchOf),
  referrers: tally,
  /** Referrals from hosts not (or no longer) in `referrers`. */
  otherSites: count,
  soaps: tally,
  enquiries: count,
  messages: count,
  /** Page views by the kind of device (./device.ts). */
  devices: z
    .object({ phone: count, tablet: count, computer: count })
    .catch({ phone: 0, tablet: 0, computer: 0 }),
  vitals: z
    .array(
      z.object({
        path: z.string(),
        samples: count,
        lcp: histogram,
        inp: histogram,
        cls: histogram,
      }),
    )
    .catch([]),
});
type Day = z.infer<typeof daySchema>;
type PageVitals = Day["vitals"][number];

/** One entry per page that keeps Web Vitals (./pages.ts), adding up the entries of the same page. */
function byPage(entries: PageVitals[]): PageVitals[] {
  const pages = new Map<string, PageVitals>();
  for (const entry of entries) {
    const path = vitalsPageOf(entry.path);
    const sum = pages.get(path);
    pages.set(
      path,
      sum
        ? {
            path,
            samples: sum.samples + entry.samples,
            lcp: merge(sum.lcp, entry.lcp),
            inp: merge(sum.inp, entry.inp),
            cls: merge(sum.cls, entry.cls),
          }
        : { ...entry, path },
    );
  }
  return [...pages.values()];
}

/**
 * Days stored before the ceiling may list thousands of hosts, and a Web Vitals entry per soap's page:
 * their top 50 hosts are kept, and the soap pages' entries added into one.
 */
function readDay(stored: unknown): Day {
  const day = daySchema.parse(
    stored && typeof stored === "object" ? stored : {},
  );
  const vitals = byPage(day.vitals);
  if (day.referrers.length <= MOST_KEPT) return { ...day, vitals };
  const { top, other } = keepTop(day.referrers, day.otherSites, MOST_KEPT);
  return { ...day, vitals, referrers: top, otherSites: other };
}

const bump = (counts: Tally, key: string, by = 1): Tally =>
  counts.some(([k]) => k === key)
    ? counts.map(([k, n]) => [k, k === key ? n + by : n])
    : [...counts, [key, by]];

const total = (counts: Tally) => counts.reduce((sum, [, n]) => sum + n, 0);

const combine = (tallies: Tally[]): Tally =>
  byCount(
    tallies.flat().reduce<Tally>((sum, [key, n]) => bump(sum, key, n), []),
  );

export type View = {
  day: string;
  path: string;
  /** The referring site's host, only when it is another site. */
  referrer?: string;
  soaps: string[];
  /** What tells visitors apart for the day, hashed with its salt and never stored. */
  address: string;
  /** Also counted as a kind of device, never kept. */
  userAgent: string;
};

export type Leave = {
  day: string;
  path: string;
  vitals: Partial<Record<Metric, number>>;
  soaps: string[];
};

/** The day's salt each documents last read, so a process reads it once a day. */
const salts = new WeakMap<Documents, { day: string; salt: string }>();

export function createVisitStore(docs: Documents) {
  const change = (day: string, step: (counts: Day) => Day) =>
    update<unknown, void>(
      docs,
      `visits/days/${day}`,
      (stored) => ({ value: step(readDay(stored)), result: undefined }),
      ROUNDS,
    );

  /** The day's salt; the first caller of a new day draws it and clears out what must not outlive the day before. */
  async function saltOf(day: string): Promise<string> {
    const known = salts.get(docs);
    if (known?.day === day) return known.salt;
    const fresh = { day, salt: randomBytes(16).toString("hex") };
    const { current, drawn } = await update<
      typeof fresh,
      { current: typeof fresh; drawn: boolean }
    >(
      docs,
      "visits/salt",
      // An instance whose clock passed midnight first keeps its salt.
      (stored) =>
        stored && stored.day >= day
          ? { result: { current: stored, drawn: false } }
          : { value: fresh, result: { current: fresh, drawn: true } },
      ROUNDS,
    );
    if (drawn) await forgetBefore(day);
    if (current.day === day) salts.set(docs, current);
    return current.salt;
  }

  async function forgetBefore(day: string) {
    // The visitor hashes an earlier version kept one by one, which must not outlive their day.
    const seen = Object.keys(await docs.list("visits/seen"));
    if (seen.length > 0)
      await docs.patch(
        "visits/seen",
        Object.fromEntries(seen.map((hash) => [hash, null])),
      );
    const old = Array.from({ length: CLEARED_DAYS }, (_, i) =>
      addDays(day, -KEPT_DAYS - i),
    );
    await docs.patch(
      "visits/days",
      Object.fromEntries(old.map((d) => [d, null])),
    );
  }

  return {
    async view(view: View): Promise<void> {
      const visitor = createHash("sha256")
        .update(`${await saltOf(view.day)}\n${view.address}\n${view.userAgent}`)
        .digest();
      const device = deviceOf(view.userAgent);
      await change(view.day, (counts) => {
        const hosts = { top: counts.referrers, other: counts.otherSites };
        const { top, other } = view.referrer
          ? countIn(hosts, view.referrer)
          : hosts;
        return {
          ...counts,
          visitorSketch: withVisitor(counts.visitorSketch, visitor),
          pageviews: bump(counts.pageviews, view.path),
          referrers: top,
          otherSites: other,
          soaps: view.soaps.reduce((s, id) => bump(s, id), counts.soaps),
          devices: { ...counts.devices, [device]: counts.devices[device] + 1 },
        };
      });
    },

    async leave({ day, path: viewed, vitals, soaps }: Leave): Promise<void> {
      const measured = METRICS.filter((m) => vitals[m] !== undefined);
      if (measured.length === 0 && soaps.length === 0) return;
      const path = vitalsPageOf(viewed);
      await change(day, (counts) => {
        const page = counts.vitals.find((v) => v.path === path) ?? {
          path,
          samples: 0,
          lcp: [],
          inp: [],
          cls: [],
        };
        const next: PageVitals = { ...page, samples: page.samples + 1 };
        for (const m of measured)
          next[m] = addTo(page[m], bucketOf(m, vitals[m]!));
        return {
          ...counts,
          soaps: soaps.reduce((s, id) => bump(s, id), counts.soaps),
          vitals:
            measured.length === 0
              ? counts.vitals
              : [...counts.vitals.filter((v) => v.path !== path), next],
        };
      });
    },

    async message(day: string, kind: "enquiries" | "messages") {
      await change(day, (counts) => ({ ...counts, [kind]: counts[kind] + 1 }));
    },

    async report(days: string[]): Promise<VisitReport> {
      const stored = await Promise.all(
        days.map(async (d) =>
          readDay((await docs.get(`visits/days/${d}`)).value),
        ),
      );
      const vitals = new Map(
        byPage(stored.flatMap((d) => d.vitals)).map((v) => [v.path, v]),
      );
      const views = combine(stored.map((d) => d.pageviews));
      // Every page viewed or measured, most viewed first (soap pages by all their views).
      const speedPages = combine([
        views.map(([path, n]): [string, number] => [vitalsPageOf(path), n]),
        [...vitals.keys()].map((path): [string, number] => [path, 0]),
      ]).map(([path]) => path);
      const histogramOf = (path: string, m: Metric): Histogram =>
        vitals.get(path)?.[m] ?? [];
      const figureOf = (path: string, m: Metric) => {
        const counted = histogramOf(path, m);
        return measurementsIn(counted) >= MIN_MEASUREMENTS
          ? p75(m, counted)
          : null;
      };
      const sumOf = (of: (day: Day) => number) =>
        stored.reduce((sum, day) => sum + of(day), 0);
      const hosts = keepTop(
        combine(stored.map((d) => d.referrers)),
        sumOf((d) => d.otherSites),
        REPORTED_HOSTS,
      );
      return {
        days: days.map((date, i) => ({
          date,
          visitors: stored[i]!.visitors + visitorsIn(stored[i]!.visitorSketch),
          pageviews: total(stored[i]!.pageviews),
        })),
        pages: views.map(([path, pageviews]) => ({ path, pageviews })),
        speed: speedPages.map((path) => ({
          page: path,
          lcp: figureOf(path, "lcp"),
          inp: figureOf(path, "inp"),
          cls: figureOf(path, "cls"),
          measurements: {
            lcp: measurementsIn(histogramOf(path, "lcp")),
            inp: measurementsIn(histogramOf(path, "inp")),
            cls: measurementsIn(histogramOf(path, "cls")),
          },
          samples: vitals.get(path)?.samples ?? 0,
        })),
        referrers: hosts.top.map(([host, visits]) => ({ host, visits })),
        otherSites: hosts.other,
        soaps: combine(stored.map((d) => d.soaps)).map(([id, views]) => ({
          id,
          views,
        })),
        devices: Object.fromEntries(
          DEVICES.map((device) => [device, sumOf((d) => d.devices[device])]),
        ) as Record<Device, number>,
        enquiries: sumOf((d) => d.enquiries),
        messages: sumOf((d) => d.messages),
      };
    },
  };
}
