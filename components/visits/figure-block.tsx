import { VisitsSection } from "./visits-section";

/** One block of headline figures: Manage → Visits sets these side by side, and takes another the same way. */
export function FigureBlock({
  id,
  title,
  note,
  columns,
  figures,
}: {
  id: string;
  title: string;
  note?: string;
  columns: 2 | 3;
  figures: { key: string; label: string; value: string; detail?: string }[];
}) {
  return (
    <VisitsSection id={id} title={title}>
      <dl
        className={`mt-3 grid gap-3 ${columns === 2 ? "grid-cols-2" : "grid-cols-3"}`}
      >
        {figures.map((figure) => (
          <div
            key={figure.key}
            data-figure={figure.key}
            className="min-w-0 rounded-xl border border-sand-dark bg-white/60 p-3"
          >
            <dt className="text-sm text-stone-dark">{figure.label}</dt>
            <dd className="font-serif text-2xl font-semibold text-olive tabular-nums">
              {figure.value}
            </dd>
            {figure.detail ? (
              <dd className="text-xs text-stone-dark tabular-nums">
                {figure.detail}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {note ? <p className="mt-2 text-sm text-stone-dark">{note}</p> : null}
    </VisitsSection>
  );
}
