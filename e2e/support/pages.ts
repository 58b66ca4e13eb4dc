/** Every public page of the site, with its heading (for walking the whole site). */
export const publicPages = [
  { path: "/home", heading: "About us" },
  { path: "/products", heading: null },
  { path: "/gallery", heading: "Gallery" },
  { path: "/contact", heading: "Contact us" },
  { path: "/benefits", heading: "The benefits of Aleppo soap" },
  { path: "/ourmission", heading: "Our mission" },
  { path: "/privacypolicy", heading: "Privacy policy" },
  { path: "/productionprocess", heading: "How our soap is made" },
  { path: "/underconstruction", heading: "This Page is under Constuction" },
] as const;

/** Pages outside the public set that still answer 200 to a visitor. */
export const otherPages = ["/login", "/shopping-list"] as const;

export const isPhone = (projectName: string) => projectName === "phone";

/**
 * The list in runs of `size`, for one test per run that visits its pages in one browser: only
 * a test's first page loads cold (a fresh context and its first page cost about 1.6 s of CPU
 * on two cores, a page after it about 0.4 s), and each run stays well inside a test's time.
 */
export function inRuns<T>(list: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let first = 0; first < list.length; first += size)
    runs.push(list.slice(first, first + size));
  return runs;
}
