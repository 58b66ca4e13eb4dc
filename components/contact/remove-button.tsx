import { LineIcon } from "@/components/ui/line-icon";

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
      <LineIcon d="M6 6l12 12M18 6 6 18" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
