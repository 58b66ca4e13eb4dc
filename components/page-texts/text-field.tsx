"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { metadataKind, SEARCH_LENGTHS } from "@/lib/page-texts/pages";
import { InsertButtons, insertIntoField } from "./insert-buttons";
import type { PageText } from "./requests";

/** `label`: what a person sees of the text (lib/page-texts/labels.ts). */
export function TextField({
  id,
  text,
  label,
  value,
  warning,
  onChange,
}: {
  id: string;
  text: PageText;
  label: string;
  value: string;
  warning?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("PageTexts");
  const field = useRef<HTMLTextAreaElement>(null);
  // Offered from the first time the text is written in, so forty fields do not show a hundred and
  // sixty buttons; and kept, so leaving the field moves nothing under the pointer.
  const [writing, setWriting] = useState(false);
  const kind = metadataKind(text.key);
  const limit = kind ? SEARCH_LENGTHS[kind] : 0;
  const changed = value !== text.original;
  const hint = [
    kind &&
      t(value.length > limit ? "tooLongForSearch" : "length", {
        count: value.length,
        limit,
      }),
    changed && t("original", { text: text.original }),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div data-key={text.key}>
      <Field
        id={id}
        label={changed ? `${label} (${t("changed")})` : label}
        hint={hint || undefined}
        warning={warning}
      >
        {(props) => (
          <textarea
            {...props}
            ref={field}
            value={value}
            onFocus={() => setWriting(true)}
            onChange={(event) => onChange(event.target.value)}
            rows={
              kind === "title"
                ? 1
                : Math.min(8, Math.ceil(value.length / 60) + 1)
            }
            className={`${inputClass} ${kind === "title" ? "" : "resize-y"}`}
          />
        )}
      </Field>
      {writing ? (
        <InsertButtons
          onInsert={(placeholder) =>
            insertIntoField(field.current!, placeholder, onChange)
          }
          className="mt-1.5"
        />
      ) : null}
      {changed ? (
        <button
          type="button"
          onClick={() => onChange(text.original)}
          aria-label={`${t("backToOriginal")}: ${label}`}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-laurel-dark underline underline-offset-4"
        >
          {t("backToOriginal")}
        </button>
      ) : null}
    </div>
  );
}
