import { useId, useState } from "react";
import Link from "next/link";
import { Field, inputClass } from "@/components/ui/field";

type FieldProps = {
  id: string;
  name: string;
  value: string;
  warning?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

// A field's own warning shows once it was left or the form was sent; the
// server's verdict on a field shows until that field is edited.
export function useFields<F extends string>(empty: Record<F, string>) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const names = Object.keys(empty) as F[];
  const focus = (name: F | undefined) =>
    name && document.getElementById(`${id}-${name}`)?.focus();
  const touchAll = () =>
    setTouched(Object.fromEntries(names.map((f) => [f, true])));
  return {
    values,
    touchAll,
    reset: () => {
      setValues(empty);
      setTouched({});
    },
    /** Shows every warning and focuses the first field at fault; true when none is. */
    ready(warnings: Partial<Record<F, unknown>>) {
      touchAll();
      const invalid = names.find((f) => warnings[f] || server[f]);
      focus(invalid);
      return !invalid;
    },
    /** Shows the server's words and focuses the first field named; true when it named one of ours. */
    refused(words: Partial<Record<string, string>>) {
      setServer(words);
      const named = names.find((f) => words[f]);
      focus(named);
      return Boolean(named);
    },
    props: (name: F, warning?: string): FieldProps => ({
      id: `${id}-${name}`,
      name,
      value: values[name],
      warning: server[name] ?? (touched[name] ? warning : undefined),
      onChange: (value) => {
        setValues((v) => ({ ...v, [name]: value }));
        setServer((s) => ({ ...s, [name]: undefined }));
      },
      onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
    }),
  };
}

export function AuthField({
  id,
  label,
  hint,
  warning,
  onChange,
  ...rest
}: FieldProps & {
  label: string;
  hint?: string;
  type: "email" | "password" | "text";
  autoComplete: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} warning={warning}>
      {(props) => (
        <input
          {...props}
          {...rest}
          onChange={(e) => onChange(e.target.value)}
          required
          spellCheck={false}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-6 pt-12 pb-16 sm:pt-16">
      <h1 className="text-center text-4xl font-semibold tracking-tight sm:text-5xl">
        {title}
      </h1>
      {intro ? (
        <p className="mt-4 text-center text-stone-dark">{intro}</p>
      ) : null}
      {children}
    </div>
  );
}

export const AuthLink = ({ href, children }: React.ComponentProps<"a">) => (
  <Link
    href={href!}
    className="font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark"
  >
    {children}
  </Link>
);
