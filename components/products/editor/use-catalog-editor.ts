"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useReducer, useRef } from "react";
import { withNameIds } from "@/lib/products/slug";
import type { Product } from "@/lib/products/types";
import { RequestError } from "@/lib/http/client";
import {
  fetchCatalog,
  saveFailure,
  saveWithMerge,
  type Catalog,
} from "./catalog-client";
import { useManageCommands } from "./catalog-commands";
import {
  editorReducer,
  fetchFailed,
  initialEditorState,
  type PendingConfirm,
} from "./editor-state";
import { merge, resolve, type Choice } from "./merge";
import { successor, useFocusAfterRender } from "./use-focus-after-render";
import { newProduct, validateProducts } from "./validate";
import { useWorkingCopy } from "./working-copy-storage";

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
  const stored = useQuery({
    queryKey: ["catalog"],
    queryFn: fetchCatalog,
    enabled: false,
  });
  const save = useMutation({
    mutationFn: (input: {
      products: Product[];
      sent: Product[];
      version: string;
      base: Product[] | null;
    }) => saveWithMerge(input.products, input.version, input.base),
    onMutate: ({ products }) =>
      dispatch({
        type: "status",
        status: { kind: "saving", count: products.length },
      }),
    onSuccess: (outcome, { sent }) =>
      dispatch(
        "conflicts" in outcome
          ? { type: "mergeConflict", ...outcome }
          : { type: "saved", ...outcome, sent },
      ),
    onError: (error) =>
      dispatch({ type: "saveFailed", reason: saveFailure(error) }),
  });
  const busy = stored.isFetching || save.isPending;
  const fetchNow = () => {
    dispatch({ type: "status", status: { kind: "fetching" } });
    void stored.refetch().then(({ data, error }) =>
      dispatch(
        error
          ? {
              type: "status",
              status: fetchFailed(
                (error instanceof RequestError && error.noAnswer) || "fetch",
              ),
            }
          : { type: "fetched", ...data! },
      ),
    );
  };

  const focusLater = useFocusAfterRender();
  const send = (
    sent: Product[],
    version: string | null,
    base: Product[] | null,
  ) => {
    const valid = validateProducts(sent, artwork);
    if (!valid.ok) {
      dispatch({ type: "saveFailed", reason: "invalid" });
      return focusLater(() =>
        document.querySelector('[data-editor] [aria-invalid="true"]'),
      );
    }
    if (version === null)
      return dispatch({ type: "saveFailed", reason: "conflict" });
    // A product not yet stored gets its address from its name as it is saved;
    // a stored one keeps its address whatever its name becomes.
    const stored = new Set(base?.map((p) => p.id));
    const isNew = (p: Product) => base !== null && !stored.has(p.id);
    const named = withNameIds(
      valid.products,
      (p) => (isNew(p) ? p.name : null),
      [...stored, ...valid.products.filter((p) => !isNew(p)).map((p) => p.id)],
    );
    const ids = named.map((p) => p.id);
    if (ids.some((id, i) => id !== sent[i]?.id))
      dispatch({ type: "named", ids });
    save.mutate({
      products: named,
      sent: sent.map((p, i) => ({ ...p, id: ids[i]! })),
      version,
      base,
    });
  };

  const focusAfterClose = useRef<() => Element | null>(() => null);
  const ask = (confirm: PendingConfirm | null) => {
    if (confirm) {
      const opener = document.activeElement;
      focusAfterClose.current = () => opener;
    }
    dispatch({ type: "ask", confirm });
  };

  const actions = {
    requestFetch() {
      if (busy) return;
      // Offline nothing can replace the edits: say so instead of asking to discard them.
      if (!navigator.onLine)
        return dispatch({ type: "status", status: fetchFailed("offline") });
      if (state.dirty) ask({ kind: "fetch" });
      else fetchNow();
    },
    save() {
      if (busy) return;
      if (!state.dirty)
        return dispatch({ type: "status", status: { kind: "nothingToSave" } });
      send(state.products, state.version, state.base);
    },
    resolveConflicts(choices: Readonly<Record<string, Choice>>) {
      if (busy || !state.merging) return;
      const { theirs } = state.merging;
      // Merged again: edits made while the choices were being made count too.
      const products = resolve(
        merge(state.base ?? [], state.products, theirs.products),
        choices,
      );
      dispatch({ type: "rebased", products, theirs });
      send(products, theirs.version, theirs.products);
    },
    add: () => dispatch({ type: "add", product: newProduct() }),
    update: (index: number, product: Product) =>
      dispatch({ type: "update", index, product }),
    move: (from: number, to: number) => dispatch({ type: "move", from, to }),
    requestDelete: (index: number, name: string) =>
      ask({ kind: "delete", index, name }),
    confirm() {
      if (state.confirm?.kind === "fetch") fetchNow();
      if (state.confirm?.kind === "delete") {
        const { index } = state.confirm;
        dispatch({ type: "remove", index });
        focusAfterClose.current = successor(
          (i) => `product-${i}-summary`,
          index,
          "add-product",
        );
      }
      ask(null);
    },
    cancelConfirm: () => ask(null),
    /** Headless UI loaded after the click cannot know the opener: put focus back ourselves. */
    restoreFocus() {
      const element = focusAfterClose.current();
      if (element instanceof HTMLElement && element.isConnected)
        element.focus();
    },
  };

  useWorkingCopy(owner, state, dispatch, initial ? null : fetchNow);
  useManageCommands((command) =>
    command === "fetch" ? actions.requestFetch() : actions.save(),
  );

  const validation = validateProducts(state.products, artwork);
  return {
    state,
    busy,
    errors: validation.ok ? {} : validation.errors,
    actions,
  };
}
