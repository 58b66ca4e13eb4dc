import type { ReactNode } from "react";
import { shownProps, type Shown } from "@/lib/page-texts/pages";

// The heading id makes each section a named region for screen readers.
export function ContentSection({
  id,
  heading,
  children,
  className = "",
}: {
  id: string;
  heading: Shown;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`py-12 sm:py-16 ${className}`.trim()}
    >
      <h2
        id={id}
        {...shownProps(heading)}
        className="text-3xl font-semibold tracking-tight sm:text-4xl"
      />
      {children}
    </section>
  );
}

export function Paragraphs({
  texts,
  className = "",
}: {
  texts: Shown[];
  className?: string;
}) {
  return (
    <div className={`max-w-measure space-y-5 ${className}`}>
      {texts.map((text, i) => (
        <p key={i} {...shownProps(text)} className="text-lg/8 text-olive" />
      ))}
    </div>
  );
}
