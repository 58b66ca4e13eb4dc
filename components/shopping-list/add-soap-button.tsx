"use client";

import { useTranslations } from "next-intl";
import { MAX_NAME_LENGTH } from "@/lib/shopping-list/limits";
import { ListAction } from "./list-action";

/** The soap's line name: a catalogue name may be longer than a list line allows, so it is shortened the same way each time. */
export function soapLineName(productName: string): string {
  const name = productName.trim();
  return name.length <= MAX_NAME_LENGTH
    ? name
    : `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}\u2026`;
}

/** The notice after adding a bar: how many bars of the soap the list now holds. */
export function soapNotice(
  t: ReturnType<typeof useTranslations<"ListActions">>,
  bars: number | null,
  product: string,
) {
  return bars === null
    ? t("addFailed")
    : t("soapAdded", { count: bars, product });
}

/**
 * "Add to my list" for one soap: puts a bar of it on the visitor's list, or
 * one more bar on its line, and says how many bars the list now holds.
 */
export function AddSoapButton({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const t = useTranslations("ListActions");
  const add = async () => {
    const { browserShoppingList } = await import("@/lib/shopping-list/browser");
    const store = browserShoppingList();
    const name = soapLineName(productName);
    const added = store.add({ kind: "soap", name, amount: 1 });
    // The store ignores case when it merges lines.
    const key = name.toLowerCase();
    const line = store
      .getItems()
      .find((item) => item.kind === "soap" && item.name.toLowerCase() === key);
    const bars = added && line ? line.amount : null;
    return { text: soapNotice(t, bars, productName), added };
  };
  return (
    <ListAction
      label={t("addSoap")}
      labelFor={t("addSoapFor", { product: productName })}
      viewList={t("viewList")}
      look="primary"
      dataProductId={productId}
      run={add}
    />
  );
}
