import type { ReactNode } from "react";

// The heading id makes each section a named region for screen readers.
export function ContentSection({
  id,
  heading,
  children,
  className = "",
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`py-12 sm:py-16 ${className}`.trim()}
    >
      <h2 id={id} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function Paragraphs({
  texts,
  className = "",
}: {
  texts: string[];
  className?: string;
}) {
  return (
    <div className={`max-w-measure space-y-5 ${className}`}>
      {texts.map((text, i) => (
        <p key={i} className="text-lg/8 text-olive">
          {text}
        </p>
      ))}
    </div>
  );
}
