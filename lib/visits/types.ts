import type { Device } from "./device";
import type { Metric } from "./histogram";

/** A page's Web Vitals over the days asked for: p75 values, null below 5 measurements of that metric. */
type PageSpeed = {
  /** A path of the site, or SOAP_PAGES (./pages.ts) for every soap's page together. */
  page: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  measurements: Record<Metric, number>;
  /** Page views that reported their Web Vitals. */
  samples: number;
};

export type VisitReport = {
  days: { date: string; visitors: number; pageviews: number }[];
  /** Views per path, each soap's page on its own; most viewed first. */
  pages: { path: string; pageviews: number }[];
  /** Every page viewed or measured, most viewed first. */
  speed: PageSpeed[];
  /** Page views by the kind of device. */
  devices: Record<Device, number>;
  /** The 20 sites that sent most visits; `otherSites` counts the visits the others sent. */
  referrers: { host: string; visits: number }[];
  otherSites: number;
  soaps: { id: string; views: number }[];
  enquiries: number;
  messages: number;
};
