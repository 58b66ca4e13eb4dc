"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useReducer, useRef } from "react";
import {
  CatalogRequestError,
  fetchCatalog,
  type Catalog,
} from "@/lib/products/editor/catalog-client";
import { merge, resolve, type Choice } from "@/lib/products/editor/merge";
import {
  MergeNeeded,
  saveWithMerge,
} from "@/lib/products/editor/save-with-merge";
import {
  editorReducer,
  initialEditorState,
  type PendingConfirm,
} from "@/lib/products/editor/editor-state";
import { newProduct, validateProducts } from "@/lib/products/editor/validate";
import type { Product } from "@/lib/products/types";
import { useManageCommands } from "./use-manage-commands";
import { useWorkingCopy } from "./use-working-copy";
import { useFocusAfterRender } from "./use-focus-after-render";

const CATALOG = ["catalog"] as const;

const offlineOrTimeout = (error: unknown) =>
  error instanceof CatalogRequestError &&
  (error.kind === "offline" || error.kind === "timeout")
    ? error.kind
    : undefined;

type SaveInput = {
  products: Product[];
  sent: Product[];
  version: string;
  base: Product[] | null;
};

/**
 * The admin editor: the stored catalogue through react-query (read only when
 * asked: Fetch, or a first visit without a list), the working copy and what
 * happened to it in one reducer, kept in localStorage per account.
 */
export function useCatalogEditor(
  initial: Catalog | null,
  artwork: readonly string[],
  owner: string,
) {
  const [state, dispatch] = useReducer(editorReducer, initial, (catalog) =>
    initialEditorState(
      catalog && { ...catalog, dirty: false, base: catalog.products },
    ),
  );
  const queryClient = useQueryClient();
  const catalog = useQuery({
    queryKey: CATALOG,
    queryFn: fetchCatalog,
    initialData: initial ?? undefined,
    enabled: false,
  });
  const save = useMutation({
    mutationFn: ({ products, version, base }: SaveInput) =>
      saveWithMerge(products, version, base),
    onMutate: ({ products }) =>
      dispatch({ type: "saving", count: products.length }),
    onSuccess: ({ version, stored, merged }, { sent }) => {
      dispatch({ type: "saved", version, sent, stored, merged });
      queryClient.setQueryData(CATALOG, { products: stored, version });
    },
    onError: (error) =>
      error instanceof MergeNeeded
        ? dispatch({
            type: "mergeConflict",
            theirs: error.theirs,
            conflicts: error.conflicts,
          })
        : dispatch({
            type: "saveFailed",
            reason:
              error instanceof CatalogRequestError && error.kind !== "fetch"
                ? error.kind
                : "failed",
          }),
  });
  const busy = catalog.isFetching || save.isPending;

  const fetchNow = async () => {
    dispatch({ type: "fetching" });
    const result = await catalog.refetch();
    if (result.isSuccess) dispatch({ type: "fetched", ...result.data });
    else
      dispatch({ type: "fetchFailed", reason: offlineOrTimeout(result.error) });
  };

  const validation = useMemo(
    () => validateProducts(state.products, artwork),
    [state.products, artwork],
  );

  // What had focus when a confirmation opened, to return to afterwards.
  const opener = useRef<Element | null>(null);
  // The place of a product just deleted: focus goes to the one that took it.
  const deleted = useRef<number | null>(null);
  const focusLater = useFocusAfterRender();
  const ask = (confirm: PendingConfirm | null) => {
    if (confirm) opener.current = document.activeElement;
    dispatch({ type: "ask", confirm });
  };

  const actions = {
    requestFetch() {
      if (busy) return;
      // Offline nothing can replace the edits: say so instead of asking to discard them.
      if (!navigator.onLine)
        return dispatch({ type: "fetchFailed", reason: "offline" });
      if (state.dirty) ask({ kind: "fetch" });
      else void fetchNow();
    },
    save() {
      if (busy) return;
      if (!validation.ok) {
        dispatch({ type: "invalid" });
        return focusLater(() =>
          document.querySelector('[data-editor] [aria-invalid="true"]'),
        );
      }
      if (state.version === null)
        return dispatch({ type: "saveFailed", reason: "conflict" });
      save.mutate({
        products: validation.products,
        sent: state.products,
        version: state.version,
        base: state.base,
      });
    },
    /** Settles the conflicts of a merge as chosen and saves over their version. */
    resolveConflicts(choices: Readonly<Record<string, Choice>>) {
      if (busy || !state.merging) return;
      const { theirs } = state.merging;
      // Merged again: edits made while the choices were being made count too.
      const products = resolve(
        merge(state.base ?? [], state.products, theirs.products),
        choices,
      );
      dispatch({ type: "rebased", products, theirs });
      const valid = validateProducts(products, artwork);
      if (!valid.ok) return dispatch({ type: "invalid" });
      save.mutate({
        products: valid.products,
        sent: products,
        version: theirs.version,
        base: theirs.products,
      });
    },
    add: () => dispatch({ type: "add", product: newProduct() }),
    update: (index: number, product: Product) =>
      dispatch({ type: "update", index, product }),
    move: (from: number, to: number) => dispatch({ type: "move", from, to }),
    requestDelete: (index: number, name: string) =>
      ask({ kind: "delete", index, name }),
    confirm() {
      if (state.confirm?.kind === "fetch") void fetchNow();
      if (state.confirm?.kind === "delete") {
        dispatch({ type: "remove", index: state.confirm.index });
        deleted.current = state.confirm.index;
      }
      ask(null);
    },
    cancelConfirm: () => ask(null),
    /** Headless UI loaded after the click cannot know the opener: put focus back ourselves. */
    restoreFocus() {
      if (deleted.current !== null) {
        const index = deleted.current;
        deleted.current = null;
        const next =
          document.getElementById(`product-${index}-summary`) ??
          document.getElementById(`product-${index - 1}-summary`) ??
          document.getElementById("add-product");
        return next?.focus();
      }
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected)
        element.focus();
    },
  };

  useWorkingCopy(owner, state, dispatch, initial ? null : fetchNow);
  useManageCommands((command) =>
    command === "fetch" ? actions.requestFetch() : actions.save(),
  );

  return {
    state,
    busy,
    errors: validation.ok ? {} : validation.errors,
    actions,
  };
}
