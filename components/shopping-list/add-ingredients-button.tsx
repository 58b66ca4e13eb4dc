"use client";

import { useState } from "react";
import type { Ingredient } from "@/lib/products/types";
import { clientT, type IslandStrings } from "@/lib/i18n/client-messages";
import type { AddIngredientsKey } from "./keys";

/** The notice after adding `taken` of a product's ingredients. */
export function addedNotice(
  strings: IslandStrings<AddIngredientsKey>,
  taken: number,
  product: string,
) {
  const t = clientT(strings, "ShoppingList");
  return taken === 0 ? t("addFailed") : t("added", { count: taken, product });
}

/**
 * "Add ingredients to shopping list" for one product (a recipe): adds its
 * ingredients to the visitor's list, merging names already there, and says so
 * in a status message. The list's code loads on the first click, so a page of
 * cards pays almost nothing for the buttons.
 */
export function AddIngredientsButton({
  ingredients,
  productName,
  strings,
  className = "",
}: {
  ingredients: readonly Ingredient[];
  productName: string;
  strings: IslandStrings<AddIngredientsKey>;
  className?: string;
}) {
  const [notice, setNotice] = useState({ text: "", id: 0, added: false });
  const t = clientT(strings, "ShoppingList");
  if (ingredients.length === 0) return null;

  const add = async () => {
    const { browserShoppingList } = await import("@/lib/shopping-list/browser");
    const taken = browserShoppingList().addMany(ingredients);
    setNotice((was) => ({
      text: addedNotice(strings, taken, productName),
      id: was.id + 1,
      added: taken > 0,
    }));
  };

  return (
    <div className={className}>
      <button
        type="button"
        onClick={add}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-laurel px-4 text-sm font-semibold text-laurel-dark transition-colors hover:bg-laurel hover:text-cream"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
        <span>
          {t("addIngredients")}
          <span className="sr-only">
            {" "}
            {t("addIngredientsFor", { product: productName })}
          </span>
        </span>
      </button>
      {/* Always rendered, so screen readers are listening before the first click. */}
      <p role="status" className="text-sm text-olive">
        {notice.text ? (
          <span key={notice.id} className="mt-2 block">
            {notice.text}
          </span>
        ) : null}
      </p>
      {notice.added ? (
        <a
          href="/shopping-list"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-laurel-dark underline"
        >
          {t("viewList")}
        </a>
      ) : null}
    </div>
  );
}
