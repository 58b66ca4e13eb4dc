import type { Metric } from "./histogram";

/** One page's figures over the days asked for: p75 values, null below 5 measurements of that metric. */
type PageFigures = {
  path: string;
  pageviews: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  measurements: Record<Metric, number>;
  /** Page views that reported their Web Vitals. */
  samples: number;
};

export type VisitReport = {
  days: { date: string; visitors: number; pageviews: number }[];
  pages: PageFigures[];
  /** The 20 sites that sent most visits; `otherSites` counts the visits the others sent. */
  referrers: { host: string; visits: number }[];
  otherSites: number;
  soaps: { id: string; views: number }[];
  enquiries: number;
  messages: number;
};
