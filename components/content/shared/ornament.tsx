/**
 * A sand rule with a small laurel sprig in the middle: the printed-catalogue
 * divider between sections. Purely decorative.
 */
export function LaurelDivider({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center gap-4 text-gold-dark ${className}`}
    >
      <span className="h-px flex-1 bg-sand-dark" />
      <svg viewBox="0 0 64 24" width="64" height="24" fill="none">
        <path
          d="M4 12h56"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
        <g fill="#4F6B3A">
          <path d="M20 12c-3-5-8-6-12-5 3 4 7 6 12 5Z" />
          <path d="M20 12c-3 5-8 6-12 5 3-4 7-6 12-5Z" />
          <path d="M44 12c3-5 8-6 12-5-3 4-7 6-12 5Z" />
          <path d="M44 12c3 5 8 6 12 5-3-4-7-6-12-5Z" />
        </g>
        <circle cx="32" cy="12" r="4" fill="#C9A45C" />
      </svg>
      <span className="h-px flex-1 bg-sand-dark" />
    </div>
  );
}

/** A small laurel leaf, used as a list marker. Decorative. */
export function LeafMark({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      className={className}
    >
      <path
        d="M3 17C3 9 8 3 17 3c0 9-6 14-14 14Z"
        fill="currentColor"
        opacity="0.9"
      />
      <path
        d="M4 16 15 5"
        stroke="#F7F1E3"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
