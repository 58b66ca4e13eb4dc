const format = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});

/** "23 Nov 2026, 19:20" in the reader's own time zone. */
export const formatDate = (iso: string) => format.format(new Date(iso));
