"use client";

import { useTranslations } from "next-intl";
import type { Product } from "@/lib/products/types";
import { describedBy, Field, inputClass } from "./fields";
import { DecimalInput } from "./decimal-input";

// An empty field leaves its key out, so a product without details looks as it always did.
export function SellingFields({
  id,
  product,
  errorOf,
  set,
  touch,
}: {
  id: string;
  product: Readonly<Product>;
  errorOf: (field: string) => string | undefined;
  set: (patch: Partial<Product>) => void;
  touch: (field: string) => void;
}) {
  const t = useTranslations("AddProducts");
  const sell = `${id}-selling`;
  const optional = (value: string) => (value === "" ? undefined : value);
  return (
    <fieldset aria-describedby={`${sell}-hint`}>
      <legend className="text-sm font-semibold text-olive">
        {t("sellingHeading")}
      </legend>
      <p id={`${sell}-hint`} className="mt-1 text-sm text-stone-dark">
        {t("sellingHint")}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        <Field id={`${sell}-price`} label={t("price")} error={errorOf("price")}>
          <DecimalInput
            id={`${sell}-price`}
            value={product.price}
            optional
            error={errorOf("price")}
            onChange={(price) => set({ price })}
            onBlur={() => touch("price")}
          />
        </Field>
        <Field
          id={`${sell}-currency`}
          label={t("currency")}
          hint={t("currencyHint")}
          error={errorOf("currency")}
        >
          <input
            id={`${sell}-currency`}
            type="text"
            value={product.currency ?? ""}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) =>
              set({
                currency: optional(e.target.value.trim().toUpperCase()),
              })
            }
            onBlur={() => touch("currency")}
            className={`${inputClass} uppercase`}
            {...describedBy(`${sell}-currency`, errorOf("currency"), true)}
          />
        </Field>
        <Field
          id={`${sell}-size`}
          label={t("size")}
          hint={t("sizeHint")}
          error={errorOf("size")}
        >
          <input
            id={`${sell}-size`}
            type="text"
            value={product.size ?? ""}
            onChange={(e) => set({ size: optional(e.target.value) })}
            onBlur={() => touch("size")}
            className={inputClass}
            {...describedBy(`${sell}-size`, errorOf("size"), true)}
          />
        </Field>
        <Field
          id={`${sell}-stock`}
          label={t("stock")}
          hint={t("stockHint")}
          error={errorOf("stock")}
        >
          <DecimalInput
            id={`${sell}-stock`}
            value={product.stock}
            optional
            numeric
            hint
            error={errorOf("stock")}
            onChange={(stock) => set({ stock })}
            onBlur={() => touch("stock")}
          />
        </Field>
      </div>
    </fieldset>
  );
}
