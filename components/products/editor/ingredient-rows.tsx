"use client";

import type { Ingredient } from "@/lib/products/types";
import { DecimalInput } from "./decimal-input";
import { describedBy, FieldError, inputClass, type T } from "./fields";

/** The ingredient rows of one product: name, amount, remove; and a button to add a row. */
export function IngredientRows({
  id,
  ingredients,
  errorOf,
  t,
  onChange,
  onTouch,
}: {
  id: string;
  ingredients: readonly Ingredient[];
  errorOf: (field: string) => string | undefined;
  t: T;
  onChange: (ingredients: Ingredient[]) => void;
  onTouch: (field: string) => void;
}) {
  const change = (index: number, patch: Partial<Ingredient>) =>
    onChange(
      ingredients.map((ing, i) => (i === index ? { ...ing, ...patch } : ing)),
    );
  const remove = (index: number) =>
    onChange(ingredients.filter((_, i) => i !== index));

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-olive">
        {t("ingredients")}
      </legend>
      {ingredients.length === 0 ? (
        <p className="mt-1 text-sm text-stone-dark">{t("noIngredients")}</p>
      ) : null}
      <ol className="mt-2 grid gap-3">
        {ingredients.map((ingredient, index) => {
          const nameId = `${id}-${index}-name`;
          const amountId = `${id}-${index}-amount`;
          const nameError = errorOf(`ingredients.${index}.name`);
          const amountError = errorOf(`ingredients.${index}.amount`);
          return (
            <li
              key={index}
              className="grid grid-cols-[1fr_7rem_auto] items-start gap-2"
            >
              <div>
                <label htmlFor={nameId} className="sr-only">
                  {t("ingredientName", { number: index + 1 })}
                </label>
                <input
                  id={nameId}
                  type="text"
                  value={ingredient.name}
                  placeholder={t("ingredientName", { number: index + 1 })}
                  onChange={(e) => change(index, { name: e.target.value })}
                  onBlur={() => onTouch(`ingredients.${index}.name`)}
                  className={`${inputClass} mt-0`}
                  {...describedBy(nameId, nameError)}
                />
                <FieldError id={nameId} error={nameError} />
              </div>
              <div>
                <label htmlFor={amountId} className="sr-only">
                  {t("ingredientAmount", { number: index + 1 })}
                </label>
                <DecimalInput
                  id={amountId}
                  value={ingredient.amount}
                  onChange={(amount) =>
                    change(index, { amount: amount ?? Number.NaN })
                  }
                  onBlur={() => onTouch(`ingredients.${index}.amount`)}
                  error={amountError}
                  className="mt-0 text-right"
                />
                <FieldError id={amountId} error={amountError} />
              </div>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("removeIngredient", { number: index + 1 })}
                className="inline-flex size-11 items-center justify-center rounded-full text-xl text-stone-dark hover:bg-sand"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() =>
          onChange([...ingredients, { name: "", amount: Number.NaN }])
        }
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-laurel/50 px-4 text-sm font-semibold text-laurel-dark hover:bg-laurel/10"
      >
        {t("addIngredient")}
      </button>
    </fieldset>
  );
}
