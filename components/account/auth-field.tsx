import { useId, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";

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

/** A labelled input with an optional hint and a warning (components/ui/field.tsx). */
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
  type: "email" | "password";
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
