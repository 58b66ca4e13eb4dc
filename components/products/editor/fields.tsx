"use client";

import type { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export type EditorKey = Parameters<
  ReturnType<typeof useTranslations<"AddProducts">>
>[0];

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone/50 bg-white px-3 py-2 text-olive aria-invalid:border-red-800 aria-invalid:ring-1 aria-invalid:ring-red-800";

export function describedBy(
  id: string,
  error: string | undefined,
  hint = false,
) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids.join(" ") || undefined,
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

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-olive">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-dark">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
