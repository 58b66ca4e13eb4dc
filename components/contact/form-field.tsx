import {
  inputClass as controlClass,
  type ControlProps,
} from "@/components/ui/field";

/** A text control's look (the site's fields'), without the space above it. */
export const inputClass = controlClass.replace("mt-1.5 ", "");

/**
 * A labelled control with its warning underneath. While the warning shows,
 * the control is marked aria-invalid and described by the warning.
 */
export function FormField({
  id,
  label,
  warning,
  children,
}: {
  id: string;
  label: string;
  /** The warning to show (already translated), if any. */
  warning?: string;
  children: (links: ControlProps) => React.ReactNode;
}) {
  const warningId = `${id}-warning`;
  const links: ControlProps = warning
    ? { id, "aria-invalid": true, "aria-describedby": warningId }
    : { id };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-olive">
        {label}
      </label>
      {children(links)}
      {warning ? (
        <p
          id={warningId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800"
        >
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 shrink-0"
            fill="currentColor"
          >
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.6h1.8v1.8H9.1v-1.8Z" />
          </svg>
          {warning}
        </p>
      ) : null}
    </div>
  );
}
