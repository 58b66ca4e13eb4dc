"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import {
  commandOf,
  EDITOR_PATH,
  type CatalogCommand,
} from "@/lib/products/editor/catalog-commands";
import {
  CatalogRequestError,
  fetchCatalog,
  saveCatalog,
} from "@/lib/products/editor/catalog-client";
import { newProductId, validateProducts } from "@/lib/products/editor/validate";
import { createWorkingCopy } from "@/lib/products/editor/working-copy";
import {
  loadWorkingCopy,
  saveWorkingCopy,
} from "@/lib/products/editor/working-copy-storage";
import type { Product } from "@/lib/products/types";

export type EditorStatus =
  | { kind: "idle" | "fetching" | "fetchFailed" | "saveInvalid" | "conflict" }
  | { kind: "session" | "forbidden" | "saveFailed" }
  | { kind: "fetched" | "saving" | "saved"; count: number };

export type PendingConfirm =
  { kind: "fetch" } | { kind: "delete"; index: number; name: string };

type Initial = { products: Product[]; version: string } | null;
type SaveInput = {
  products: Product[];
  sent: readonly Product[];
  version: string;
};

/** The admin editor's state: the working copy, its persistence, Fetch and Save, and their outcome. */
export function useCatalogEditor(
  initial: Initial,
  defaultImage: string,
  /** The signed-in account: its unsaved edits are its own. */
  owner: string,
) {
  const [store] = useState(() =>
    createWorkingCopy(initial ? { ...initial, dirty: false } : undefined),
  );
  const state = useSyncExternalStore(
    (onChange) => store.subscribe(() => onChange()),
    store.getSnapshot,
    store.getSnapshot,
  );
  const [status, setStatus] = useState<EditorStatus>({ kind: "idle" });
  const [confirm, setConfirmState] = useState<PendingConfirm | null>(null);
  // What had focus when a confirmation opened, to return to afterwards.
  const opener = useRef<Element | null>(null);
  const setConfirm = (next: PendingConfirm | null) => {
    if (next) opener.current = document.activeElement;
    setConfirmState(next);
  };
  const [showErrors, setShowErrors] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const fetchMutation = useMutation({
    mutationFn: fetchCatalog,
    onMutate: () => setStatus({ kind: "fetching" }),
    onSuccess: ({ products, version }) => {
      store.replaceAll(products, { version, dirty: false });
      setShowErrors(false);
      setStatus({ kind: "fetched", count: products.length });
    },
    onError: () => setStatus({ kind: "fetchFailed" }),
  });

  const saveMutation = useMutation({
    mutationFn: ({ products, version }: SaveInput) =>
      saveCatalog(products, version),
    onMutate: ({ products }) =>
      setStatus({ kind: "saving", count: products.length }),
    onSuccess: (version, { products, sent }) => {
      const now = store.get();
      // Edits made while the request was on its way stay marked as unsaved.
      if (JSON.stringify(now.products) === JSON.stringify(sent))
        store.markSaved(version);
      else store.replaceAll(now.products, { version, dirty: true });
      setStatus({ kind: "saved", count: products.length });
    },
    onError: (error) => {
      const kind = error instanceof CatalogRequestError ? error.kind : "failed";
      if (kind === "invalid") setShowErrors(true);
      setStatus({
        kind:
          kind === "invalid"
            ? "saveInvalid"
            : kind === "conflict" || kind === "session" || kind === "forbidden"
              ? kind
              : "saveFailed",
      });
    },
  });

  const busy = fetchMutation.isPending || saveMutation.isPending;
  const validation = useMemo(
    () => validateProducts(state.products),
    [state.products],
  );

  const actions = {
    requestFetch() {
      if (busy) return;
      if (store.get().dirty) setConfirm({ kind: "fetch" });
      else fetchMutation.mutate();
    },
    save() {
      if (busy) return;
      const { products, version } = store.get();
      const checked = validateProducts(products);
      if (!checked.ok) {
        setShowErrors(true);
        setStatus({ kind: "saveInvalid" });
        return;
      }
      if (version === null) return setStatus({ kind: "conflict" });
      saveMutation.mutate({
        products: checked.products,
        sent: products,
        version,
      });
    },
    add() {
      const id = newProductId();
      store.add({
        id,
        name: "",
        subtitle: "",
        description: "",
        imagePath: defaultImage,
        ingredients: [],
      });
      setOpenId(id);
    },
    update: (index: number, product: Product) => store.update(index, product),
    requestDelete: (index: number, name: string) =>
      setConfirm({ kind: "delete", index, name }),
    confirm() {
      if (confirm?.kind === "fetch") fetchMutation.mutate();
      if (confirm?.kind === "delete") store.remove(confirm.index);
      setConfirm(null);
    },
    cancelConfirm: () => setConfirm(null),
    /** Headless UI loaded after the click cannot know the opener: put focus back ourselves. */
    restoreFocus() {
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected)
        element.focus();
    },
  };

  // Unsaved edits from an earlier visit win over the list the page was rendered with.
  useEffect(() => {
    const saved = loadWorkingCopy(window.localStorage, owner);
    if (saved?.dirty) {
      store.replaceAll(saved.products, { version: saved.version, dirty: true });
    } else if (!initial) {
      fetchMutation.mutate();
    }
    return store.subscribe((next) =>
      saveWorkingCopy(window.localStorage, owner, next),
    );
    // Runs once: the store and the initial list never change for this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The header's Manage menu asks for Fetch or Save with `?command=`; the
  // parameter goes once it is taken, so the same command can come again.
  const onCommand = useRef<(command: CatalogCommand) => void>(() => undefined);
  useEffect(() => {
    onCommand.current = (command) =>
      command === "fetch" ? actions.requestFetch() : actions.save();
  });
  const router = useRouter();
  const requested = commandOf(useSearchParams().get("command"));
  useEffect(() => {
    if (!requested) return;
    router.replace(EDITOR_PATH, { scroll: false });
    onCommand.current(requested);
  }, [requested, router]);

  return {
    state,
    status,
    busy,
    confirm,
    errors: validation.ok ? {} : validation.errors,
    showErrors,
    openId,
    actions,
  };
}
