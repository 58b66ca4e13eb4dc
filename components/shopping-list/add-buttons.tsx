"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { isOutOfStock } from "@/lib/products/selling";
import type { Ingredient, Product } from "@/lib/products/types";

type T = ReturnType<typeof useTranslations<"ListActions">>;

// The list's code loads on the first click, so a page of cards pays almost nothing for the buttons.
const listCode = () => import("@/lib/shopping-list/from-catalogue");

export const soapNotice = (t: T, bars: number | null, product: string) =>
  bars === null ? t("addFailed") : t("soapAdded", { count: bars, product });

export const addedNotice = (t: T, taken: number, product: string) =>
  taken === 0 ? t("addFailed") : t("added", { count: taken, product });

/** `run` does the adding and returns the notice to announce; `refused` disables the button and says why. */
function ListAction({
  label,
  labelFor,
  primary,
  productId,
  refused,
  run,
}: {
  label: string;
  /** Read after the label by screen readers: which product it is for. */
  labelFor: string;
  primary?: boolean;
  productId?: string;
  refused?: string;
  run: () => Promise<{ text: string; added: boolean }>;
}) {
  const t = useTranslations("ListActions");
  const [notice, setNotice] = useState({ text: "", id: 0, added: false });
  const reason = useId();
  const click = async () => {
    const { text, added } = await run();
    setNotice((was) => ({ text, added, id: was.id + 1 }));
  };
  return (
    <div data-product-id={productId}>
      <button
        type="button"
        onClick={click}
        disabled={refused !== undefined}
        aria-describedby={refused ? reason : undefined}
        className={`list-button disabled:cursor-not-allowed disabled:border disabled:border-stone-dark disabled:bg-transparent disabled:text-stone-dark ${primary ? "bg-laurel text-cream hover:bg-laurel-dark" : "border border-laurel text-laurel-dark hover:bg-laurel hover:text-cream"}`}
      >
        <LineIcon d="M12 5v14M5 12h14" />
        <span>
          {label}
          <span className="sr-only"> {labelFor}</span>
        </span>
      </button>
      {refused ? (
        <p id={reason} className="mt-2 text-sm text-stone-dark">
          {refused}
        </p>
      ) : null}
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

/** A soap whose stock is 0 cannot go on a list: the button is disabled and says so. */
export function AddSoapButton({
  product,
}: {
  product: Pick<Product, "id" | "name" | "stock">;
}) {
  const t = useTranslations("ListActions");
  const add = async () => {
    const bars = (await listCode()).addSoapBar(product);
    return { text: soapNotice(t, bars, product.name), added: bars !== null };
  };
  return (
    <ListAction
      label={t("addSoap")}
      labelFor={t("addSoapFor", { product: product.name })}
      primary
      productId={product.id}
      refused={isOutOfStock(product) ? t("outOfStock") : undefined}
      run={add}
    />
  );
}

export function AddIngredientsButton({
  ingredients,
  productName,
}: {
  ingredients: readonly Ingredient[];
  productName: string;
}) {
  const t = useTranslations("ListActions");
  if (ingredients.length === 0) return null;
  const add = async () => {
    const taken = (await listCode()).addRecipe(ingredients);
    return { text: addedNotice(t, taken, productName), added: taken > 0 };
  };
  return (
    <ListAction
      label={t("addIngredients")}
      labelFor={t("addIngredientsFor", { product: productName })}
      run={add}
    />
  );
}
