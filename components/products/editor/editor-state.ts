import type { Product } from "@/lib/products/types";
import type { Catalog, SaveFailure } from "./catalog-client";
import type { EditorKey } from "./fields";
import { merge, same, type MergeConflict } from "./merge";
import { moveItem } from "./move";

import type { Draft } from "./working-copy-storage";

export type EditorStatus = { kind: "idle" | EditorKey; count?: number };

export type PendingConfirm =
  { kind: "fetch" } | { kind: "delete"; index: number; name: string };

export type EditorState = Draft & {
  status: EditorStatus;
  confirm: PendingConfirm | null;
  showErrors: boolean;
  openId: string | null;
  merging: { theirs: Catalog; conflicts: MergeConflict[] } | null;
};

export type EditorAction =
  | { type: "add"; product: Product }
  | { type: "update"; index: number; product: Product }
  | { type: "remove"; index: number }
  | { type: "move"; from: number; to: number }
  | { type: "restore"; draft: Draft }
  | { type: "status"; status: EditorStatus }
  | { type: "named"; ids: readonly string[] }
  | { type: "fetched"; products: Product[]; version: string }
  | {
      type: "saved";
      version: string;
      sent: readonly Product[];
      stored: Product[];
      merged?: boolean;
      /** False when the server already held this list: nothing was written. */
      changed?: boolean;
    }
  | { type: "mergeConflict"; theirs: Catalog; conflicts: MergeConflict[] }
  | { type: "rebased"; products: Product[]; theirs: Catalog }
  | { type: "saveFailed"; reason: SaveFailure }
  | { type: "ask"; confirm: PendingConfirm | null };

export const initialEditorState = (draft: Draft | null): EditorState => ({
  ...(draft ?? { products: [], version: null, dirty: false, base: null }),
  status: { kind: "idle" },
  confirm: null,
  showErrors: false,
  openId: null,
  merging: null,
});

const inRange = (state: EditorState, index: number) =>
  Number.isInteger(index) && index >= 0 && index < state.products.length;

const SAVE_FAILED = {
  conflict: "conflict",
  session: "sessionEnded",
  forbidden: "forbidden",
  invalid: "saveInvalid",
  failed: "saveFailed",
  offline: "saveOffline",
  timeout: "saveTimeout",
} as const satisfies Record<SaveFailure, EditorStatus["kind"]>;

export const fetchFailed = (reason: string): EditorStatus => ({
  kind:
    reason === "offline"
      ? "fetchOffline"
      : reason === "timeout"
        ? "fetchTimeout"
        : "fetchFailed",
});

/** Pure, so every transition is unit-tested. */
export function editorReducer(
  state: EditorState,
  action: EditorAction,
): EditorState {
  switch (action.type) {
    case "add":
      return {
        ...state,
        dirty: true,
        products: [...state.products, action.product],
        openId: action.product.id,
      };
    case "update": {
      if (!inRange(state, action.index)) return state;
      const products = [...state.products];
      products[action.index] = action.product;
      return { ...state, dirty: true, products };
    }
    case "remove":
      if (!inRange(state, action.index)) return state;
      return {
        ...state,
        dirty: true,
        products: state.products.filter((_, i) => i !== action.index),
      };
    case "move": {
      const products = moveItem(state.products, action.from, action.to);
      if (products === state.products) return state;
      return { ...state, dirty: true, products };
    }
    case "restore":
      return { ...state, ...action.draft };
    case "status":
      return { ...state, status: action.status };
    case "named": {
      const was = state.products.findIndex((p) => p.id === state.openId);
      return {
        ...state,
        products: state.products.map((p, i) => ({
          ...p,
          id: action.ids[i] ?? p.id,
        })),
        openId: was < 0 ? state.openId : (action.ids[was] ?? state.openId),
      };
    }
    case "fetched":
      return {
        ...state,
        products: action.products,
        version: action.version,
        base: action.products,
        dirty: false,
        showErrors: false,
        merging: null,
        status: { kind: "fetched", count: action.products.length },
      };
    case "saved":
      return {
        ...state,
        // Edits made while a merged list was on its way are kept over it.
        products: action.merged
          ? merge(action.sent, state.products, action.stored).merged
          : state.products,
        version: action.version,
        base: action.stored,
        // Edits made while the request was on its way stay unsaved.
        dirty: !same(state.products, action.sent),
        status:
          action.changed === false
            ? { kind: "nothingToSave" }
            : {
                kind: action.merged ? "savedMerged" : "saved",
                count: action.stored.length,
              },
      };
    case "saveFailed":
      return {
        ...state,
        showErrors: state.showErrors || action.reason === "invalid",
        status: { kind: SAVE_FAILED[action.reason] },
      };
    case "mergeConflict":
      return {
        ...state,
        merging: { theirs: action.theirs, conflicts: action.conflicts },
        status: { kind: "mergeConflict", count: action.conflicts.length },
      };
    case "rebased":
      return {
        ...state,
        products: action.products,
        version: action.theirs.version,
        base: action.theirs.products,
        dirty: true,
        merging: null,
      };
    case "ask":
      return { ...state, confirm: action.confirm };
  }
}
