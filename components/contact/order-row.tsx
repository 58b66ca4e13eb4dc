"use client";

import { useTranslations } from "next-intl";
import { AMOUNT_PATTERN, LIST_FIELDS, LIST_LIMITS } from "@/lib/contact/rules";
import type { ListRowWarnings } from "@/lib/contact/schema";
import { inputClass } from "./form-field";
import type { OrderRow, OrderRows } from "./use-order-rows";

type Field = "name" | "amount";

/**
 * One row of the order list: item and amount (labelled "Item 3", "Amount of
 * item 3"), the remove button when there is one, and both fields' warnings
 * at once, each tied to its own input. Ids follow the position, so the
 * server's markup and the browser's agree.
 */
export function OrderRowFields({
  row,
  index,
  warnings,
  rows,
  removeButton,
  className,
}: {
  row: OrderRow;
  index: number;
  warnings: ListRowWarnings;
  rows: Pick<OrderRows, "change" | "touch">;
  removeButton: React.ReactNode;
  className: string;
}) {
  const t = useTranslations("Contact");
  const number = index + 1;
  const id = `contact-list-${index}`;
  const links = (field: Field) =>
    warnings[field]
      ? {
          "aria-invalid": true as const,
          "aria-describedby": `${id}-${field}-warning`,
        }
      : {};
  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    name: LIST_FIELDS[field],
    type: "text",
    autoComplete: "off",
    value: row[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      rows.change(row.key, field, e.target.value),
    onBlur: () => rows.touch(row.key, field),
    ...links(field),
  });

  return (
    <li className={className}>
      <label htmlFor={`${id}-name`} className="sr-only">
        {t("form.listItemLabel", { number })}
      </label>
      <input
        {...bind("name")}
        maxLength={LIST_LIMITS.name}
        className={`${inputClass} col-span-3 sm:col-span-1`}
      />
      {/* On a phone the name has a line of its own and this label sits beside the amount. */}
      <label
        htmlFor={`${id}-amount`}
        className="self-center text-sm text-stone-dark sm:sr-only"
      >
        {t("form.listAmountLabel", { number })}
      </label>
      <input
        {...bind("amount")}
        inputMode="decimal"
        pattern={AMOUNT_PATTERN}
        className={inputClass}
      />
      {removeButton}
      {(["name", "amount"] as const).map((field) => {
        const key = warnings[field];
        return key ? (
          <p
            key={field}
            id={`${id}-${field}-warning`}
            className="col-span-3 text-sm font-medium text-red-800"
          >
            {t(`warnings.${key}`)}
          </p>
        ) : null;
      })}
    </li>
  );
}
