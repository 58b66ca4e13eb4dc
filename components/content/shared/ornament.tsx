import { Icon } from "@/components/ui/icon";

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
      <Icon name="laurel" className="h-6 w-16" />
      <span className="h-px flex-1 bg-sand-dark" />
    </div>
  );
}
