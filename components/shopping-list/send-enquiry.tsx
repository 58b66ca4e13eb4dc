"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { enquiryLocation } from "@/lib/contact/rules";
import { LineIcon } from "@/components/ui/line-icon";

// The contact form reads the list from this browser (nothing travels in the
// address). Ingredients go only when ticked, so the list's starting apples and
// tomatoes never reach the family by accident.
export function SendEnquiry({
  ingredients,
}: {
  /** How many ingredients the list holds. */
  ingredients: number;
}) {
  const t = useTranslations("ShoppingList");
  const id = useId();
  const [withIngredients, setWithIngredients] = useState(false);
  return (
    <div className="mt-6 rounded-2xl bg-laurel/10 p-5 ring-1 ring-laurel/30">
      {ingredients > 0 ? (
        <div className="mb-4 flex items-start gap-3">
          <input
            id={`${id}-ingredients`}
            type="checkbox"
            checked={withIngredients}
            onChange={(e) => setWithIngredients(e.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-laurel"
          />
          <label htmlFor={`${id}-ingredients`} className="text-olive">
            {t("sendIngredients", { count: ingredients })}
          </label>
        </div>
      ) : null}
      <a
        href={enquiryLocation(withIngredients && ingredients > 0)}
        aria-describedby={`${id}-hint`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark"
      >
        {t("sendEnquiry")}
        <LineIcon d="M5 12h14M13 6l6 6-6 6" />
      </a>
      <p id={`${id}-hint`} className="mt-2 text-sm text-stone-dark">
        {t("sendEnquiryHint")}
      </p>
    </div>
  );
}
