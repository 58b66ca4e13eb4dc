"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { Product } from "@/lib/products/types";
import { AddIngredientsButton } from "@/components/shopping-list/add-buttons";
import { describedBy, Field, inputClass, type EditorKey } from "./fields";
import { ImageField } from "./image-field";
import { IngredientRows } from "./ingredient-rows";
import { ProductThumbnail } from "./product-thumbnail";
import { SellingFields } from "./selling-fields";

// A field's message shows once it was left (blurred) or after a save attempt.
export function ProductForm({
  product,
  index,
  errors,
  showErrors,
  startOpen,
  artwork,
  onChange,
  onDelete,
}: {
  product: Readonly<Product>;
  index: number;
  errors: Record<string, string> | undefined;
  showErrors: boolean;
  startOpen: boolean;
  artwork: string[];
  onChange: (product: Product) => void;
  onDelete: () => void;
}) {
  const t = useTranslations("AddProducts");
  const id = `product-${index}`;
  const [open, setOpen] = useState(startOpen);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const nameInput = useRef<HTMLInputElement>(null);
  const invalid = errors !== undefined && Object.keys(errors).length > 0;

  // A failed save unfolds every product that needs attention.
  const [revealed, setRevealed] = useState(false);
  if (showErrors && invalid && !revealed) {
    setRevealed(true);
    setOpen(true);
  }
  if (!showErrors && revealed) setRevealed(false);

  useEffect(() => {
    if (startOpen) nameInput.current?.focus();
  }, [startOpen]);

  const touch = (field: string) => setTouched((s) => new Set(s).add(field));
  const errorOf = (field: string) => {
    const key = showErrors || touched.has(field) ? errors?.[field] : undefined;
    return key ? t(`errors.${key}` as EditorKey) : undefined;
  };
  const set = (patch: Partial<Product>) =>
    onChange({ ...product, ingredients: [...product.ingredients], ...patch });
  const text = (field: "name" | "subtitle" | "description") => ({
    id: `${id}-${field}`,
    value: product[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [field]: e.target.value }),
    onBlur: () => touch(field),
    className: inputClass,
    ...describedBy(`${id}-${field}`, errorOf(field)),
  });
  const title = product.name.trim() || t("untitled");

  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-2xl bg-white/70 ring-1 ring-sand-dark"
    >
      {/* Room on the right for the move controls (stacked on a phone: see MoveControls). */}
      <summary
        id={`${id}-summary`}
        className="flex min-h-24 cursor-pointer list-none items-center gap-3 rounded-2xl py-3 pr-20 pl-4 font-serif text-base font-semibold text-olive hover:bg-sand/50 sm:min-h-14 sm:pr-32 sm:pl-5 sm:text-lg"
      >
        <span
          aria-hidden="true"
          className="text-laurel transition-transform group-open:rotate-90"
        >
          ▸
        </span>
        <ProductThumbnail imagePath={product.imagePath} />
        {/* The whole name (similar names differ at the end: 5% and 40%), and the subtitle's start. */}
        <span className="min-w-0 flex-1">
          <span data-product-name className="block break-words">
            {title}
          </span>
          {product.subtitle.trim() ? (
            <span className="line-clamp-1 font-sans text-sm font-normal text-stone-dark">
              {product.subtitle}
            </span>
          ) : null}
        </span>
        {showErrors && invalid ? (
          <span className="font-sans text-sm font-semibold text-red-800">
            {t("needsAttention")}
          </span>
        ) : null}
      </summary>
      <div className="grid gap-5 border-t border-sand px-4 py-5 sm:px-5">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={`${id}-name`} label={t("name")} error={errorOf("name")}>
            <input ref={nameInput} type="text" {...text("name")} />
          </Field>
          <Field
            id={`${id}-subtitle`}
            label={t("subtitle")}
            error={errorOf("subtitle")}
          >
            <input type="text" {...text("subtitle")} />
          </Field>
        </div>
        <Field
          id={`${id}-description`}
          label={t("description")}
          error={errorOf("description")}
        >
          <textarea rows={3} {...text("description")} />
        </Field>
        <ImageField
          id={`${id}-image`}
          value={product.imagePath}
          artwork={artwork}
          error={errorOf("imagePath")}
          onChange={(imagePath) => set({ imagePath })}
          onBlur={() => touch("imagePath")}
        />
        <IngredientRows
          id={`${id}-ingredient`}
          ingredients={product.ingredients}
          errorOf={errorOf}
          onChange={(ingredients) => set({ ingredients })}
          onTouch={touch}
        />
        <SellingFields
          id={id}
          product={product}
          errorOf={errorOf}
          set={set}
          touch={touch}
        />
        <div className="flex flex-wrap items-start justify-end gap-3 border-t border-sand pt-4">
          <div className="mr-auto">
            <AddIngredientsButton
              ingredients={product.ingredients}
              productName={title}
            />
          </div>
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex min-h-11 items-center rounded-full border border-red-800 px-5 font-semibold text-red-800 hover:bg-red-800 hover:text-cream"
          >
            {t("deleteProduct", { name: title })}
          </button>
        </div>
      </div>
    </details>
  );
}
