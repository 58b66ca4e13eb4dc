"use client";

import type {
  MergeConflict,
  MergeField,
} from "@/components/products/editor/merge";
import type { EditorKey, T } from "./fields";

/** Each merged field under the label the form gives it. */
export const fieldLabel = (field: MergeField): EditorKey =>
  field === "imagePath" ? "image" : field === "inStock" ? "stock" : field;

/** One side of a conflict, as the user reads it. */
export function ConflictValue({
  t,
  conflict,
  side,
}: {
  t: T;
  conflict: MergeConflict;
  side: "mine" | "theirs";
}) {
  if (conflict.kind === "product")
    return conflict[side] ? t("conflictKept") : t("conflictDeleted");
  const value = conflict[side];
  switch (conflict.field) {
    case "ingredients":
      return value.ingredients?.length ? (
        <ul className="list-inside list-disc">
          {value.ingredients.map((row, i) => (
            <li key={i}>
              {row.name}: {row.amount}
            </li>
          ))}
        </ul>
      ) : (
        t("noIngredients")
      );
    case "price":
      return value.price === undefined
        ? t("conflictNotSet")
        : `${value.price} ${value.currency ?? ""}`;
    case "inStock":
      return t(
        value.inStock === undefined
          ? "stockNotShown"
          : value.inStock
            ? "stockIn"
            : "stockOut",
      );
    default: {
      const text = value[conflict.field];
      return text ? (
        <span className="break-words whitespace-pre-wrap">{text}</span>
      ) : (
        <span className="text-stone-dark italic">{t("conflictEmpty")}</span>
      );
    }
  }
}
