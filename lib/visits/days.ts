/** The owner's calendar day (YYYY-MM-DD), which visits are counted by. */
export function dayOf(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `count` days after `day` (before it when negative): calendar arithmetic, no time zone. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export const daysUntil = (today: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
