"use client";

import { useTranslations } from "next-intl";
import type { Ingredient } from "@/lib/products/types";
import { moveItem } from "@/components/products/editor/move";
import { DecimalInput } from "./decimal-input";
import { countedUnit } from "@/lib/products/ingredient-unit";
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
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-olive">
        {t("ingredients")}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-dark">
        {t("ingredientsHint")}
      </p>
      {ingredients.length === 0 ? (
        <p className="mt-1 text-sm text-stone-dark">{t("noIngredients")}</p>
      ) : null}
      <ol className="mt-2 grid gap-1">
        {ingredients.map((ingredient, index) => {
          const amountId = `${id}-${index}-amount`;
          const nameError = errorOf(`ingredients.${index}.name`);
          const amountError = errorOf(`ingredients.${index}.amount`);
          const number = index + 1;
          const unit = countedUnit(ingredient.name);
          // Phone: the name's label beside the row's buttons, then the name, then the amount; from sm one
          // line. In the DOM (the Tab order) as from sm: name, amount, buttons.
          return (
            <li
              key={index}
              id={`${id}-${index}`}
              {...reorder.target(index)}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 rounded-lg data-drop-target:bg-laurel/10 data-drop-target:ring-2 data-drop-target:ring-laurel sm:grid-cols-[minmax(0,1fr)_auto_auto]"
            >
              <label
                htmlFor={nameId(index)}
                className="col-start-1 row-start-1 text-sm font-semibold text-olive sm:sr-only"
              >
                {t("ingredientName", { number })}
              </label>
              <input
                id={nameId(index)}
                type="text"
                value={ingredient.name}
                placeholder={t("ingredientName", { number })}
                onChange={(e) => change(index, { name: e.target.value })}
                // Leaving a new row empty is no mistake yet.
                onBlur={(e) =>
                  e.currentTarget.value !== "" &&
                  onTouch(`ingredients.${index}.name`)
                }
                className={`${inputClass} col-span-2 row-start-2 mt-0 sm:col-span-1 sm:row-start-1`}
                {...describedBy(nameId(index), nameError)}
              />
              <div className="col-span-2 row-start-3 flex items-center gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                {/* Seen: "Amount"; heard: which row's amount. */}
                <label
                  htmlFor={amountId}
                  className="text-sm font-semibold text-olive"
                >
                  <span aria-hidden="true">{t("amount")}</span>
                  <span className="sr-only">
                    {t("ingredientAmount", { number })}
                  </span>
                </label>
                <div className="w-20 shrink-0 sm:w-24">
                  <DecimalInput
                    id={amountId}
                    value={ingredient.amount}
                    percent={unit === null}
                    hint
                    onChange={(amount) =>
                      change(index, { amount: amount ?? Number.NaN })
                    }
                    onBlur={() => onTouch(`ingredients.${index}.amount`)}
                    error={amountError}
                    className="mt-0 text-right"
                  />
                </div>
                <span
                  id={`${amountId}-hint`}
                  className="text-sm text-stone-dark"
                >
                  {unit ?? t("amountShareUnit")}
                </span>
              </div>
              <div className="col-start-2 row-start-1 flex items-center sm:col-start-3">
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
              </div>
              {/* A line kept for the row's messages: one appearing as a box is left moves nothing under a finger. */}
              <div className="col-span-2 row-start-4 min-h-6 sm:col-span-3 sm:row-start-2">
                <FieldError id={nameId(index)} error={nameError} />
                <FieldError id={amountId} error={amountError} />
              </div>
            </li>
          );
        })}
      </ol>
      <MoveAnnouncement text={reorder.announcement} />
      <button
        id={`${id}-add`}
        type="button"
        onClick={add}
        className="mt-1 inline-flex min-h-11 items-center rounded-full border border-laurel/50 px-4 text-sm font-semibold text-laurel-dark hover:bg-laurel/10"
      >
        {t("addIngredient")}
      </button>
    </fieldset>
  );
}
