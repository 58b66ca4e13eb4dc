import { VisitsSection } from "./visits-section";

/** A block of Manage → Visits that lists the most of something, each row with its count. */
export function Ranking({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: { key: string; label: string; count: string }[];
}) {
  return (
    <VisitsSection id={id} title={title}>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-dark">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-sand-dark text-olive">
          {rows.map((row) => (
            <li
              key={row.key}
              data-key={row.key}
              className="flex justify-between gap-4 py-2"
            >
              <span className="min-w-0 break-words">{row.label}</span>
              <span className="shrink-0 tabular-nums">{row.count}</span>
            </li>
          ))}
        </ol>
      )}
    </VisitsSection>
  );
}
