"use client";

import type { Product } from "@/lib/products/types";
import { DecimalInput } from "./decimal-input";
import {
  describedBy,
  describedWithHint,
  FieldError,
  inputClass,
  type T,
} from "./fields";

type Selling = Pick<Product, "price" | "currency" | "size" | "inStock">;

const STOCK = { "": undefined, in: true, out: false } as const;
const stockValue = (inStock: boolean | undefined) =>
  inStock === undefined ? "" : inStock ? "in" : "out";

const label = "text-sm font-semibold text-olive";
const hint = "mt-1 text-sm text-stone-dark";

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
  const currencyError = errorOf("currency");
  const sizeError = errorOf("size");
  const stockError = errorOf("inStock");
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className={label}>{t("sellingHeading")}</legend>
      <p id={`${id}-hint`} className={hint}>
        {t("sellingHint")}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <label htmlFor={`${id}-price`} className={label}>
            {t("price")}
          </label>
          <DecimalInput
            id={`${id}-price`}
            value={product.price}
            optional
            error={errorOf("price")}
            onChange={(price) => onChange({ price })}
            onBlur={() => onTouch("price")}
          />
          <FieldError id={`${id}-price`} error={errorOf("price")} />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className={label}>
            {t("currency")}
          </label>
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
            {...describedWithHint(`${id}-currency`, currencyError)}
          />
          <p id={`${id}-currency-hint`} className={hint}>
            {t("currencyHint")}
          </p>
          <FieldError id={`${id}-currency`} error={currencyError} />
        </div>
        <div>
          <label htmlFor={`${id}-size`} className={label}>
            {t("size")}
          </label>
          <input
            id={`${id}-size`}
            type="text"
            value={product.size ?? ""}
            onChange={(e) => onChange({ size: text(e.target.value) })}
            onBlur={() => onTouch("size")}
            className={inputClass}
            {...describedWithHint(`${id}-size`, sizeError)}
          />
          <p id={`${id}-size-hint`} className={hint}>
            {t("sizeHint")}
          </p>
          <FieldError id={`${id}-size`} error={sizeError} />
        </div>
        <div>
          <label htmlFor={`${id}-stock`} className={label}>
            {t("stock")}
          </label>
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
            {...describedBy(`${id}-stock`, stockError)}
          >
            <option value="">{t("stockNotShown")}</option>
            <option value="in">{t("stockIn")}</option>
            <option value="out">{t("stockOut")}</option>
          </select>
          <FieldError id={`${id}-stock`} error={stockError} />
        </div>
      </div>
    </fieldset>
  );
}
