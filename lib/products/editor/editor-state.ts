import type { Product } from "@/lib/products/types";
import type { SaveFailure } from "./catalog-client";

/** The working copy as it is kept between visits (./working-copy-storage). */
export type Draft = {
  products: Product[];
  /** The catalogue version the copy was fetched or saved at (sent as If-Match). */
  version: string | null;
  /** Edits not saved yet. */
  dirty: boolean;
};

export type EditorStatus =
  | { kind: "idle" | "fetching" | "fetchFailed" | "saveInvalid" | "conflict" }
  | { kind: "session" | "forbidden" | "saveFailed" }
  | { kind: "fetched" | "saving" | "saved"; count: number }
  /** Nothing was sent (offline) or no answer came in time: the edits stay. */
  | { kind: "offline" | "timeout"; during: "fetch" | "save" };

export type PendingConfirm =
  { kind: "fetch" } | { kind: "delete"; index: number; name: string };

/** Everything the editor shows: the working copy and what happened to it last. */
export type EditorState = Draft & {
  status: EditorStatus;
  confirm: PendingConfirm | null;
  /** Field errors show from the first failed save on. */
  showErrors: boolean;
  /** The product whose form opens (a new one). */
  openId: string | null;
};

export type EditorAction =
  | { type: "add"; product: Product }
  | { type: "update"; index: number; product: Product }
  | { type: "remove"; index: number }
  | { type: "restore"; draft: Draft }
  | { type: "fetching" }
  | { type: "fetched"; products: Product[]; version: string }
  | { type: "fetchFailed"; reason?: "offline" | "timeout" }
  | { type: "invalid" }
  | { type: "saving"; count: number }
  | { type: "saved"; version: string; sent: readonly Product[] }
  | { type: "saveFailed"; reason: SaveFailure }
  | { type: "ask"; confirm: PendingConfirm | null };

export const initialEditorState = (draft: Draft | null): EditorState => ({
  products: draft?.products ?? [],
  version: draft?.version ?? null,
  dirty: draft?.dirty ?? false,
  status: { kind: "idle" },
  confirm: null,
  showErrors: false,
  openId: null,
});

const inRange = (state: EditorState, index: number) =>
  Number.isInteger(index) && index >= 0 && index < state.products.length;

const same = (a: readonly Product[], b: readonly Product[]) =>
  JSON.stringify(a) === JSON.stringify(b);

const failure = (reason: SaveFailure): EditorStatus =>
  reason === "offline" || reason === "timeout"
    ? { kind: reason, during: "save" }
    : {
        kind:
          reason === "invalid"
            ? "saveInvalid"
            : reason === "failed"
              ? "saveFailed"
              : reason,
      };

/** The editor's one state machine: pure, so every transition is unit-tested. */
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
    case "restore":
      return { ...state, ...action.draft };
    case "fetching":
      return { ...state, status: { kind: "fetching" } };
    case "fetched":
      return {
        ...state,
        products: action.products,
        version: action.version,
        dirty: false,
        showErrors: false,
        status: { kind: "fetched", count: action.products.length },
      };
    case "fetchFailed":
      return {
        ...state,
        status: action.reason
          ? { kind: action.reason, during: "fetch" }
          : { kind: "fetchFailed" },
      };
    case "invalid":
      return { ...state, showErrors: true, status: { kind: "saveInvalid" } };
    case "saving":
      return { ...state, status: { kind: "saving", count: action.count } };
    case "saved":
      return {
        ...state,
        version: action.version,
        // Edits made while the request was on its way stay unsaved.
        dirty: !same(state.products, action.sent),
        status: { kind: "saved", count: action.sent.length },
      };
    case "saveFailed":
      return {
        ...state,
        showErrors: state.showErrors || action.reason === "invalid",
        status: failure(action.reason),
      };
    case "ask":
      return { ...state, confirm: action.confirm };
  }
}
