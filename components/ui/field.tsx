import type { ReactNode } from "react";

export const inputClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-stone bg-white/80 px-3.5 py-2.5 text-base text-olive transition-colors focus-visible:border-laurel aria-invalid:border-2 aria-invalid:border-red-800";

export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldRenderer = (
  name: string,
  label: string,
  control: (props: ControlProps) => ReactNode,
  hint?: string,
) => ReactNode;

export function Field({
  id,
  label,
  hint,
  warning,
  icon,
  children: control,
}: {
  id: string;
  label: string;
  hint?: string;
  warning?: string;
  icon?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, warning && `${id}-warning`]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="font-medium text-olive">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone-dark">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        "aria-invalid": warning ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {warning ? (
        <p
          id={`${id}-warning`}
          className={`mt-1.5 text-sm font-medium text-red-800${icon ? "flex items-start gap-1.5" : ""}`}
        >
          {icon ? (
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
          ) : null}
          {warning}
        </p>
      ) : null}
    </div>
  );
}
