"use client";

import { useTranslations } from "next-intl";
import { Field, inputClass } from "@/components/ui/field";
import { metadataKind, SEARCH_LENGTHS } from "@/lib/page-texts/pages";
import type { PageText } from "./requests";

const labelOf = (key: string) =>
  key
    .split(".")
    .slice(1)
    .join(" ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .toLowerCase();

export function TextField({
  id,
  text,
  value,
  warning,
  onChange,
}: {
  id: string;
  text: PageText;
  value: string;
  warning?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("PageTexts");
  const kind = metadataKind(text.key);
  const limit = kind ? SEARCH_LENGTHS[kind] : 0;
  const changed = value !== text.original;
  const label = kind
    ? t(kind === "title" ? "pageTitle" : "pageDescription")
    : labelOf(text.key);
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
            value={value}
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
