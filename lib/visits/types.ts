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
  referrers: { host: string; visits: number }[];
  soaps: { id: string; views: number }[];
  enquiries: number;
  messages: number;
};
