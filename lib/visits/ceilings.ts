/**
 * The most a real page plausibly measures (LCP and INP in ms, CLS unitless): the beacon route refuses
 * more and the browser sends no more, so one made-up value cannot become a page's figure.
 */
export const VITAL_CEILINGS = { lcp: 60_000, inp: 60_000, cls: 10 } as const;
