"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import {
  readTypedLine,
  type Ingredient,
  type ListItem,
} from "@/lib/shopping-list/item";

type Field = "name" | "amount";

const input =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone bg-white px-3 text-base text-olive aria-invalid:border-[#8C2F1B] aria-invalid:ring-1 aria-invalid:ring-[#8C2F1B]";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold transition-colors";

/** Remounted (new key) for each edit, so it starts from the item's values. */
export function ItemForm({
  editing,
  focusOnMount,
  onSave,
  onDelete,
  onClear,
}: {
  editing: Readonly<ListItem> | null;
  focusOnMount: boolean;
  onSave: (ingredient: Ingredient) => boolean;
  onDelete: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("ShoppingList");
  const initial = {
    name: editing?.name ?? "",
    amount: editing ? String(editing.amount) : "",
  };
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);

  const soap = editing?.kind === "soap";
  const { value, errors } = readTypedLine(
    editing?.kind ?? "ingredient",
    values.name,
    values.amount,
  );
  const shown = (field: Field) =>
    touched[field] && errors[field]
      ? // The schema's messages are ShoppingList keys (lib/shopping-list/item).
        t(errors[field] as Parameters<typeof t>[0])
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value) {
      setTouched({ name: true, amount: true });
      (errors.name ? nameRef : amountRef).current?.focus();
      return;
    }
    if (onSave(value) && !editing) {
      setValues({ name: "", amount: "" });
      setTouched({});
      nameRef.current?.focus();
    }
  };

  const field = (
    key: Field,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> & {
      ref: React.Ref<HTMLInputElement>;
    },
  ) => {
    const message = shown(key);
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className="font-medium text-olive">
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          name={key}
          // Text, not type=number: browsers read "1,5" there as 15 or as nothing.
          type="text"
          autoComplete="off"
          value={values[key]}
          onChange={(e) =>
            setValues((was) => ({ ...was, [key]: e.target.value }))
          }
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${key}-error` : undefined}
          // Leaving a field counts only once something was typed in it, so a
          // field that merely had focus (e.g. after Delete) shows no warning.
          onBlur={(e) => {
            if (e.currentTarget.value !== initial[key])
              setTouched((was) => ({ ...was, [key]: true }));
          }}
          className={input}
          {...props}
        />
        {message ? (
          <p
            id={`${id}-${key}-error`}
            className="mt-1 text-sm font-medium text-[#8C2F1B]"
          >
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-sand/60 p-5 ring-1 ring-sand-dark sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {soap
          ? t("editSoapHeading")
          : editing
            ? t("editHeading")
            : t("formHeading")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_11rem]">
        {field("name", soap ? t("soapNameLabel") : t("nameLabel"), {
          ref: nameRef,
        })}
        {field("amount", soap ? t("barsLabel") : t("amountLabel"), {
          ref: amountRef,
          inputMode: soap ? "numeric" : "decimal",
        })}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          className={`${button} bg-laurel text-cream hover:bg-laurel-dark`}
        >
          {editing ? t("update") : t("add")}
        </button>
        {editing ? (
          <button
            type="button"
            onClick={onDelete}
            className={`${button} bg-[#8C2F1B] text-cream hover:bg-[#6F2414]`}
          >
            {t("delete")}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClear}
          className={`${button} border border-stone text-olive hover:bg-sand`}
        >
          {t("clear")}
        </button>
      </div>
    </form>
  );
}
