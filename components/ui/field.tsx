import type { ReactNode } from "react";

/** The look of every text input in a Field. */
export const inputClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-stone bg-white/80 px-3.5 py-2.5 text-base text-olive transition-colors focus-visible:border-laurel aria-invalid:border-2 aria-invalid:border-red-800";

export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** Draws the field `name` of the form around a control. */
export type FieldRenderer = (
  name: string,
  label: string,
  control: (props: ControlProps) => ReactNode,
  hint?: string,
) => ReactNode;

/** A labelled control, described by its hint and the server's warning. */
export function Field({
  id,
  label,
  hint,
  warning,
  children: control,
}: {
  id: string;
  label: string;
  hint?: string;
  warning?: string;
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
          className="mt-1.5 text-sm font-medium text-red-800"
        >
          {warning}
        </p>
      ) : null}
    </div>
  );
}
