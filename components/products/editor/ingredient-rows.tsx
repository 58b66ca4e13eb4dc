"use client";

import { useTranslations } from "next-intl";
import type { Ingredient } from "@/lib/products/types";
import { moveItem } from "@/components/products/editor/move";
import { DecimalInput } from "./decimal-input";
import { describedBy, FieldError, inputClass } from "./fields";
import { MoveAnnouncement, MoveControls, useListReorder } from "./list-reorder";
import { byId, successor, useFocusAfterRender } from "./use-focus-after-render";

export function IngredientRows({
  id,
  ingredients,
  errorOf,
  onChange,
  onTouch,
}: {
  id: string;
  ingredients: readonly Ingredient[];
  errorOf: (field: string) => string | undefined;
  onChange: (ingredients: Ingredient[]) => void;
  onTouch: (field: string) => void;
}) {
  const t = useTranslations("AddProducts");
  const nameId = (index: number) => `${id}-${index}-name`;
  const focusLater = useFocusAfterRender();
  const reorder = useListReorder({
    id,
    count: ingredients.length,
    nameOf: (i) =>
      ingredients[i]?.name.trim() || t("ingredientNumber", { number: i + 1 }),
    move: (from, to) => onChange(moveItem([...ingredients], from, to)),
  });
  const change = (index: number, patch: Partial<Ingredient>) =>
    onChange(
      ingredients.map((ing, i) => (i === index ? { ...ing, ...patch } : ing)),
    );
  const add = () => {
    onChange([...ingredients, { name: "", amount: Number.NaN }]);
    focusLater(byId(nameId(ingredients.length)));
  };
  // Focus goes to a row's name, never to another Remove button.
  const remove = (index: number) => {
    onChange(ingredients.filter((_, i) => i !== index));
    focusLater(successor(nameId, index, `${id}-add`));
  };

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
          const amountId = `${id}-${index}-amount`;
          const nameError = errorOf(`ingredients.${index}.name`);
          const amountError = errorOf(`ingredients.${index}.amount`);
          const number = index + 1;
          return (
            <li
              key={index}
              id={`${id}-${index}`}
              {...reorder.target(index)}
              className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg data-drop-target:bg-laurel/10 data-drop-target:ring-2 data-drop-target:ring-laurel"
            >
              <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                <label htmlFor={nameId(index)} className="sr-only">
                  {t("ingredientName", { number })}
                </label>
                <input
                  id={nameId(index)}
                  type="text"
                  value={ingredient.name}
                  placeholder={t("ingredientName", { number })}
                  onChange={(e) => change(index, { name: e.target.value })}
                  // Leaving a new row empty is no mistake yet, and a message appearing under it would move the button being clicked.
                  onBlur={(e) =>
                    e.currentTarget.value !== "" &&
                    onTouch(`ingredients.${index}.name`)
                  }
                  className={`${inputClass} mt-0`}
                  {...describedBy(nameId(index), nameError)}
                />
                <FieldError id={nameId(index)} error={nameError} />
              </div>
              <div className="w-20 sm:w-28">
                <label htmlFor={amountId} className="sr-only">
                  {t("ingredientAmount", { number })}
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
              <MoveControls
                {...reorder.controls(index)}
                upLabel={t("moveIngredientUp", { number })}
                downLabel={t("moveIngredientDown", { number })}
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("removeIngredient", { number })}
                className="inline-flex size-11 items-center justify-center rounded-full text-xl text-stone-dark hover:bg-sand"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ol>
      <MoveAnnouncement text={reorder.announcement} />
      <button
        id={`${id}-add`}
        type="button"
        onClick={add}
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-laurel/50 px-4 text-sm font-semibold text-laurel-dark hover:bg-laurel/10"
      >
        {t("addIngredient")}
      </button>
    </fieldset>
  );
}
