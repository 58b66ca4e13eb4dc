"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { AMOUNT_PATTERN, LIST_FIELDS, LIST_LIMITS } from "@/lib/contact/rules";
import { inputClass as fieldClass } from "@/components/ui/field";
import { row, type ContactFormState, type OrderRow } from "./use-contact-form";
import { useHydrated } from "./use-page-flags";

// One line from sm; on a phone the item takes the first line, so a soap's whole name shows.
const ROW =
  "grid grid-cols-[minmax(0,1fr)_6rem_2.75rem] gap-2 sm:grid-cols-[minmax(0,1fr)_7rem_2.75rem]";

const inputClass = fieldClass.replace("mt-1.5 ", "");

const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel font-semibold text-laurel-dark transition-colors hover:bg-laurel hover:text-cream disabled:cursor-not-allowed disabled:opacity-60";

// Without JavaScript: repeated `listName` / `listAmount` fields. Ids follow the
// position, so the server's markup and the browser's agree.
export function OrderList({ form }: { form: ContactFormState }) {
  const t = useTranslations("Contact");
  const hydrated = useHydrated();
  const addRef = useRef<HTMLButtonElement>(null);
  const { rowWarnings, listWarning } = form;
  /** Keeps the keyboard in the list: on the next row's item, or on "Add a row". */
  const remove = (key: number, button: HTMLElement) => {
    const item = button.closest("li");
    const next = (
      item?.nextElementSibling ?? item?.previousElementSibling
    )?.querySelector<HTMLElement>("textarea, input");
    form.setRows((all) => all.filter((r) => r.key !== key));
    (next ?? addRef.current)?.focus();
  };
  const needsAttention =
    listWarning !== undefined || rowWarnings.some((w) => w.name || w.amount);

  const control = (row: OrderRow, index: number, field: "name" | "amount") => ({
    id: `contact-list-${index}-${field}`,
    name: LIST_FIELDS[field],
    autoComplete: "off",
    value: row[field],
    onChange: (
      e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
    ) => {
      // An item is one line: a pasted line break reads as a space.
      const value = e.target.value.replace(/[\r\n]+/g, " ");
      form.setRows((all) =>
        all.map((r) => (r.key === row.key ? { ...r, [field]: value } : r)),
      );
    },
    onBlur: () => form.touch(`${row.key}.${field}`),
    ...(rowWarnings[index]![field]
      ? {
          "aria-invalid": true,
          "aria-describedby": `contact-list-${index}-${field}-warning`,
        }
      : {}),
  });

  return (
    <details
      open={form.listOpen || needsAttention}
      onToggle={(e) => {
        // Rows that keep Send disabled stay in sight until they are fixed or removed.
        if (!e.currentTarget.open && needsAttention)
          e.currentTarget.open = true;
        else form.setListOpen(e.currentTarget.open);
      }}
      className="group rounded-xl bg-white/50 ring-1 ring-sand-dark"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 font-medium text-olive">
        {t("form.listSummary")}
        <LineIcon
          d="m6 9 6 6 6-6"
          className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <fieldset className="px-4 pb-4">
        <legend className="sr-only">{t("form.listSummary")}</legend>
        <p className="text-sm text-stone-dark">
          {form.attached ? t("form.listFromShoppingList") : t("form.listIntro")}
        </p>
        <div
          aria-hidden="true"
          className={`mt-3 text-sm font-medium text-olive ${ROW}`}
        >
          <span>{t("form.listItem")}</span>
          <span className="hidden sm:block">{t("form.listAmount")}</span>
        </div>
        <ol className="mt-1 space-y-4 sm:space-y-2">
          {form.rows.map((row, i) => (
            <li key={row.key} className={`items-start ${ROW}`}>
              <label htmlFor={`contact-list-${i}-name`} className="sr-only">
                {t("form.listItemLabel", { number: i + 1 })}
              </label>
              {/* A soap's whole name shows, wrapping over as many lines as it needs. */}
              <textarea
                {...control(row, i, "name")}
                rows={1}
                maxLength={LIST_LIMITS.name}
                onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
                className={`${inputClass} col-span-3 field-sizing-content resize-none sm:col-span-1`}
              />
              {/* On a phone the name has a line of its own and this label sits beside the amount. */}
              <label
                htmlFor={`contact-list-${i}-amount`}
                className="self-center text-sm text-stone-dark sm:sr-only"
              >
                {t("form.listAmountLabel", { number: i + 1 })}
              </label>
              <input
                {...control(row, i, "amount")}
                type="text"
                inputMode="decimal"
                pattern={AMOUNT_PATTERN}
                className={inputClass}
              />
              {hydrated ? (
                <button
                  type="button"
                  onClick={(e) => remove(row.key, e.currentTarget)}
                  className={`${smallButton} size-11 border-stone text-olive`}
                >
                  <LineIcon d="M6 6l12 12M18 6 6 18" />
                  <span className="sr-only">
                    {t("form.listRemoveLabel", { number: i + 1 })}
                  </span>
                </button>
              ) : null}
              {(["name", "amount"] as const).map((field) => {
                const key = rowWarnings[i]![field];
                return key ? (
                  <p
                    key={field}
                    id={`contact-list-${i}-${field}-warning`}
                    className="col-span-3 text-sm font-medium text-red-800"
                  >
                    {t(`warnings.${key}`)}
                  </p>
                ) : null;
              })}
            </li>
          ))}
        </ol>
        {listWarning ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {t(`warnings.${listWarning}`)}
          </p>
        ) : null}
        {hydrated ? (
          <button
            type="button"
            ref={addRef}
            onClick={() => form.setRows((all) => [...all, row()])}
            disabled={form.rows.length >= LIST_LIMITS.items}
            className={`${smallButton} mt-3 px-5`}
          >
            {t("form.listAdd")}
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
