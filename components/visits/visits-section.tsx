import type { ReactNode } from "react";

/** One block of Manage → Visits under its heading: each block of the screen is one of these. */
export function VisitsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-xl font-semibold text-olive">
        {title}
      </h2>
      {children}
    </section>
  );
}
