/** A labelled input with an optional hint and a warning; the warning marks it invalid and describes it. */
export function AuthField({
  id,
  label,
  hint,
  warning,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  warning?: string;
  type: "email" | "password";
  /** Defaults to the type; set it where a form has several password fields. */
  name?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
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
        name={input.type}
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
