"use client";

import type { ReactNode } from "react";

export type { EditorT as T } from "./editor-t";

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone/50 bg-white px-3 py-2 text-olive aria-invalid:border-red-800 aria-invalid:ring-1 aria-invalid:ring-red-800";

/** Props that tie an input to its error message for assistive technology. */
export function describedBy(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
    : {};
}

/** The same for a field with a hint below it (`<id>-hint`), which is always read. */
export function describedWithHint(id: string, error: string | undefined) {
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": error ? `${id}-hint ${id}-error` : `${id}-hint`,
  };
}

export function FieldError({
  id,
  error,
}: {
  id: string;
  error: string | undefined;
}) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

/** A labelled field with its error message below. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-olive">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
