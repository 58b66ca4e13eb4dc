/** A 44 px button showing a cross; `label` (visually hidden) says what it removes. */
export function RemoveButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} className={className}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
