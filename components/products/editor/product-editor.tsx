"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { Product } from "@/lib/products/types";
import { ConflictPanel } from "./conflict-panel";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PendingConfirm } from "./editor-state";
import { EditorToolbar } from "./editor-toolbar";
import { inputClass } from "./fields";
import { ProductForm } from "./product-form";
import { useCatalogEditor } from "./use-catalog-editor";
import { MoveAnnouncement, MoveControls, useListReorder } from "./list-reorder";

type Props = {
  initial: { products: Product[]; version: string } | null;
  artwork: string[];
  /** The working copy in this browser belongs to this account alone. */
  owner: string;
};

export function ProductEditor({ initial, artwork, owner }: Props) {
  const t = useTranslations("AddProducts");
  const editor = useCatalogEditor(initial, artwork, owner);
  const { state, actions } = editor;
  const [query, setQuery] = useState("");
  const searchId = useId();
  // The confirmation keeps its last text while it animates closed.
  const [asked, setAsked] = useState<PendingConfirm | null>(null);
  if (state.confirm && state.confirm !== asked) setAsked(state.confirm);
  const fetching = asked?.kind === "fetch";
  const nameOf = (i: number) => state.products[i]?.name.trim() || t("untitled");
  const reorder = useListReorder({
    id: "product",
    count: state.products.length,
    nameOf,
    move: actions.move,
  });
  const words = query.trim();
  const shown = state.products.filter((p) =>
    p.name.toLocaleLowerCase().includes(words.toLocaleLowerCase()),
  );

  return (
    // Scrolled-into-view fields stay clear of the header and the toolbar (sticky from md, bottom bar on phones).
    <div
      data-editor
      className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 pb-16 sm:px-6 [&_*]:scroll-mt-20 [&_*]:scroll-mb-44 md:[&_*]:scroll-mt-56 md:[&_*]:scroll-mb-6"
    >
      <EditorToolbar
        status={state.status}
        busy={editor.busy}
        dirty={state.dirty}
        onFetch={actions.requestFetch}
        onSave={actions.save}
      />
      {state.merging ? (
        <ConflictPanel
          key={state.merging.theirs.version}
          conflicts={state.merging.conflicts}
          busy={editor.busy}
          onResolve={actions.resolveConflicts}
        />
      ) : null}
      {/* min-w-0 down to each row: a long name wraps in its row rather than widening the page on a phone. */}
      <section
        aria-labelledby="working-copy-heading"
        className="grid min-w-0 grid-cols-1 gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="working-copy-heading"
            className="font-serif text-2xl font-semibold text-olive"
          >
            {t("productsHeading")}{" "}
            <span className="text-stone-dark">({state.products.length})</span>
          </h2>
          <button
            id="add-product"
            type="button"
            onClick={() => {
              // A new product has no name yet: a search would hide it.
              setQuery("");
              actions.add();
            }}
            className="inline-flex min-h-11 items-center rounded-full bg-olive px-5 font-semibold text-cream hover:bg-olive-deep"
          >
            {t("addProduct")}
          </button>
        </div>
        {state.products.length > 0 ? (
          <div role="search" className="grid gap-1">
            <label
              htmlFor={searchId}
              className="text-sm font-semibold text-olive"
            >
              {t("searchLabel")}
            </label>
            <div className="flex items-center gap-2">
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                aria-describedby={`${searchId}-count`}
                className={`${inputClass} mt-0 max-w-md`}
              />
              {query !== "" ? (
                <button
                  type="button"
                  onClick={() => {
                    setQuery("");
                    document.getElementById(searchId)?.focus();
                  }}
                  className="inline-flex min-h-11 items-center rounded-full border border-laurel/50 px-4 text-sm font-semibold text-laurel-dark hover:bg-laurel/10"
                >
                  {t("searchClear")}
                </button>
              ) : null}
            </div>
            <p
              id={`${searchId}-count`}
              role="status"
              className="text-sm text-stone-dark"
            >
              {words === ""
                ? null
                : shown.length === 0
                  ? t("searchNone", { query: words })
                  : t("searchCount", {
                      shown: shown.length,
                      count: state.products.length,
                    })}
            </p>
          </div>
        ) : null}
        {state.products.length === 0 ? (
          <p className="text-stone-dark">{t("empty")}</p>
        ) : (
          <ul className="grid min-w-0 grid-cols-1 gap-3">
            {state.products.map((product, index) => (
              <li
                key={product.id}
                id={`product-${index}-item`}
                hidden={!shown.includes(product)}
                {...reorder.target(index)}
                className="relative min-w-0 rounded-2xl data-drop-target:ring-2 data-drop-target:ring-laurel"
              >
                <div className="absolute top-1.5 right-1.5 z-10">
                  <MoveControls
                    {...reorder.controls(index)}
                    upLabel={t("moveUp", { name: nameOf(index) })}
                    downLabel={t("moveDown", { name: nameOf(index) })}
                    stacked
                  />
                </div>
                <ProductForm
                  product={product}
                  index={index}
                  errors={editor.errors[index]}
                  showErrors={state.showErrors}
                  startOpen={state.openId === product.id}
                  artwork={artwork}
                  onChange={(next) => actions.update(index, next)}
                  onDelete={() => actions.requestDelete(index, nameOf(index))}
                />
              </li>
            ))}
          </ul>
        )}
        <MoveAnnouncement text={reorder.announcement} />
      </section>
      {asked ? (
        <ConfirmDialog
          open={state.confirm !== null}
          title={t(fetching ? "confirmFetchTitle" : "confirmDeleteTitle")}
          text={
            fetching
              ? t("confirmFetchText")
              : t("confirmDeleteText", { name: asked.name })
          }
          confirmLabel={t(fetching ? "confirmFetch" : "confirmDelete")}
          cancelLabel={t("cancel")}
          onConfirm={actions.confirm}
          onCancel={actions.cancelConfirm}
          onClosed={actions.restoreFocus}
        />
      ) : null}
    </div>
  );
}
