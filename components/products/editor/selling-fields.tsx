"use client";

import type { Product } from "@/lib/products/types";
import { DecimalInput } from "./decimal-input";
import { describedBy, Field, inputClass, type T } from "./fields";

type Selling = Pick<Product, "price" | "currency" | "size" | "inStock">;

const STOCK = { "": undefined, in: true, out: false } as const;
const stockValue = (inStock: boolean | undefined) =>
  inStock === undefined ? "" : inStock ? "in" : "out";

/**
 * The optional selling details of one product: price with its currency,
 * size and stock. An empty field is no detail at all (the key is left out),
 * so a product without them looks as it always did.
 */
export function SellingFields({
  id,
  product,
  errorOf,
  t,
  onChange,
  onTouch,
}: {
  id: string;
  product: Readonly<Selling>;
  errorOf: (field: string) => string | undefined;
  t: T;
  onChange: (patch: Selling) => void;
  onTouch: (field: string) => void;
}) {
  const text = (value: string) => (value === "" ? undefined : value);
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-olive">
        {t("sellingHeading")}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-dark">
        {t("sellingHint")}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        <Field id={`${id}-price`} label={t("price")} error={errorOf("price")}>
          <DecimalInput
            id={`${id}-price`}
            value={product.price}
            optional
            error={errorOf("price")}
            onChange={(price) => onChange({ price })}
            onBlur={() => onTouch("price")}
          />
        </Field>
        <Field
          id={`${id}-currency`}
          label={t("currency")}
          hint={t("currencyHint")}
          error={errorOf("currency")}
        >
          <input
            id={`${id}-currency`}
            type="text"
            value={product.currency ?? ""}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) =>
              onChange({ currency: text(e.target.value.trim().toUpperCase()) })
            }
            onBlur={() => onTouch("currency")}
            className={`${inputClass} uppercase`}
            {...describedBy(`${id}-currency`, errorOf("currency"), true)}
          />
        </Field>
        <Field
          id={`${id}-size`}
          label={t("size")}
          hint={t("sizeHint")}
          error={errorOf("size")}
        >
          <input
            id={`${id}-size`}
            type="text"
            value={product.size ?? ""}
            onChange={(e) => onChange({ size: text(e.target.value) })}
            onBlur={() => onTouch("size")}
            className={inputClass}
            {...describedBy(`${id}-size`, errorOf("size"), true)}
          />
        </Field>
        <Field id={`${id}-stock`} label={t("stock")} error={errorOf("inStock")}>
          <select
            id={`${id}-stock`}
            value={stockValue(product.inStock)}
            onChange={(e) =>
              onChange({
                inStock: STOCK[e.target.value as keyof typeof STOCK],
              })
            }
            onBlur={() => onTouch("inStock")}
            className={inputClass}
            {...describedBy(`${id}-stock`, errorOf("inStock"))}
          >
            <option value="">{t("stockNotShown")}</option>
            <option value="in">{t("stockIn")}</option>
            <option value="out">{t("stockOut")}</option>
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
