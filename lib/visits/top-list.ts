/** [key, count] pairs: a list, not an object, since hosts hold characters Firebase refuses in keys. */
export type Tally = [string, number][];

/** The most counted keys, and how many counts went to keys not listed. */
export type TopList = { top: Tally; other: number };

/** Referring hosts a day keeps, however many different ones are sent. */
export const MOST_KEPT = 50;

export const byCount = (tally: Tally): Tally =>
  [...tally].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

// Misra–Gries: every host with more than 1/51 of the day's referrals stays listed, and a listed count
// is never above the truth (space-saving would start a newcomer at the smallest count: made-up figures).
export function countIn({ top, other }: TopList, key: string): TopList {
  if (top.some(([k]) => k === key))
    return { top: top.map(([k, n]) => [k, k === key ? n + 1 : n]), other };
  if (top.length < MOST_KEPT) return { top: [...top, [key, 1]], other };
  return {
    top: top.filter(([, n]) => n > 1).map(([k, n]) => [k, n - 1]),
    other: other + MOST_KEPT + 1,
  };
}

/** The `most` highest counts of `tally`; the rest are added to `other`. */
export function keepTop(tally: Tally, other: number, most: number): TopList {
  const sorted = byCount(tally);
  const rest = sorted.slice(most).reduce((sum, [, n]) => sum + n, 0);
  return { top: sorted.slice(0, most), other: other + rest };
}
