"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import type { Ingredient } from "@/lib/products/types";

type T = ReturnType<typeof useTranslations<"ListActions">>;

// The list's code loads on the first click, so a page of cards pays almost nothing for the buttons.
const listCode = () => import("@/lib/shopping-list/from-catalogue");

export const soapNotice = (t: T, bars: number | null, product: string) =>
  bars === null ? t("addFailed") : t("soapAdded", { count: bars, product });

export const addedNotice = (t: T, taken: number, product: string) =>
  taken === 0 ? t("addFailed") : t("added", { count: taken, product });

/** `run` does the adding and returns the notice to announce. */
function ListAction({
  label,
  labelFor,
  primary,
  productId,
  run,
}: {
  label: string;
  /** Read after the label by screen readers: which product it is for. */
  labelFor: string;
  primary?: boolean;
  productId?: string;
  run: () => Promise<{ text: string; added: boolean }>;
}) {
  const t = useTranslations("ListActions");
  const [notice, setNotice] = useState({ text: "", id: 0, added: false });
  const click = async () => {
    const { text, added } = await run();
    setNotice((was) => ({ text, added, id: was.id + 1 }));
  };
  return (
    <div data-product-id={productId}>
      <button
        type="button"
        onClick={click}
        className={`list-button ${primary ? "bg-laurel text-cream hover:bg-laurel-dark" : "border border-laurel text-laurel-dark hover:bg-laurel hover:text-cream"}`}
      >
        <LineIcon d="M12 5v14M5 12h14" />
        <span>
          {label}
          <span className="sr-only"> {labelFor}</span>
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

export function AddSoapButton({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const t = useTranslations("ListActions");
  const add = async () => {
    const bars = (await listCode()).addSoapBar(productName);
    return { text: soapNotice(t, bars, productName), added: bars !== null };
  };
  return (
    <ListAction
      label={t("addSoap")}
      labelFor={t("addSoapFor", { product: productName })}
      primary
      productId={productId}
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
