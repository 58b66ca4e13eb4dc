import { useId, useState } from "react";

type FieldProps = {
  id: string;
  name: string;
  value: string;
  warning?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/**
 * The state of an account form's fields: their values, and the warnings to
 * show. A field's own warning shows once it was left or the form was sent;
 * the server's verdict on a field shows until that field is edited.
 */
export function useFields<F extends string>(empty: Record<F, string>) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const names = Object.keys(empty) as F[];
  return {
    values,
    setServer,
    touchAll: () => setTouched(Object.fromEntries(names.map((f) => [f, true]))),
    reset: () => {
      setValues(empty);
      setTouched({});
    },
    /** The first field the browser or the server finds fault with. */
    invalid: (warnings: Partial<Record<F, unknown>>) =>
      names.find((f) => warnings[f] || server[f]),
    focus: (name: F) => document.getElementById(`${id}-${name}`)?.focus(),
    /** An AuthField's own props; `warning` is the field's translated warning, if any. */
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

/** A labelled input with an optional hint and a warning; the warning marks it invalid and describes it. */
export function AuthField({
  id,
  label,
  hint,
  warning,
  onChange,
  ...input
}: FieldProps & {
  label: string;
  hint?: string;
  type: "email" | "password";
  autoComplete: string;
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
      <input
        id={id}
        {...input}
        onChange={(e) => onChange(e.target.value)}
        required
        spellCheck={false}
        aria-invalid={warning ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone bg-white/80 px-3.5 py-2.5 text-base text-olive transition-colors focus-visible:border-laurel aria-invalid:border-2 aria-invalid:border-red-800"
      />
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
