import type { ReactNode } from "react";

export function FormAlert({ children }: { children: ReactNode }) {
  return children ? (
    <p
      role="alert"
      className="rounded-lg border border-red-800/40 bg-red-50 px-4 py-3 font-medium text-red-800"
    >
      {children}
    </p>
  ) : null;
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="min-h-12 rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark disabled:cursor-wait disabled:opacity-75"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
