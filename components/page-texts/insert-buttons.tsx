"use client";

import { useTranslations } from "next-intl";
import { SHOP_DETAILS } from "@/lib/page-texts/rules";

/**
 * `{phone}`, `{email}`, `{address}`, `{hours}`, each a button that writes it where the caret was. A
 * pointer does not take the focus from the text, so the caret stays; the keyboard passes through them.
 */
export function InsertButtons({
  onInsert,
  className = "",
}: {
  onInsert: (placeholder: string) => void;
  className?: string;
}) {
  const t = useTranslations("PageTexts");
  return (
    <div
      role="group"
      aria-label={t("insertLabel")}
      className={`flex flex-wrap items-center gap-1.5 ${className}`}
    >
      <span aria-hidden="true" className="mr-1 text-sm text-stone-dark">
        {t("insertLabel")}
      </span>
      {SHOP_DETAILS.map((name) => {
        const placeholder = `{${name}}`;
        return (
          <button
            key={name}
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(placeholder)}
            aria-label={t("insert", {
              placeholder,
              what: t(`details.${name}`),
            })}
            className="inline-flex min-h-11 items-center rounded-full border border-laurel/60 bg-white/80 px-3 font-mono text-sm text-laurel-dark hover:bg-laurel/10"
          >
            {placeholder}
          </button>
        );
      })}
    </div>
  );
}

/** Writes `text` over the textarea's selection and puts the caret after it. */
export function insertIntoField(
  field: HTMLTextAreaElement,
  text: string,
  onChange: (value: string) => void,
) {
  const { selectionStart: start, selectionEnd: end, value } = field;
  onChange(value.slice(0, start) + text + value.slice(end));
  const caret = start + text.length;
  // After React has put the new value in.
  requestAnimationFrame(() => {
    field.focus();
    field.setSelectionRange(caret, caret);
  });
}
