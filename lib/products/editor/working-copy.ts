import type { Product } from "@/lib/products/types";

/** The editor's working copy: the products, the stored version it started from, unsaved edits or not. */
export type WorkingCopyState = {
  products: Product[];
  /** The catalogue version this copy was fetched or saved at (sent as If-Match). */
  version: string | null;
  dirty: boolean;
};

type WorkingCopyListener = (state: WorkingCopyState) => void;

export type WorkingCopy = {
  /** A fresh deep copy; changing it never changes the store. */
  get(): WorkingCopyState;
  /** One frozen state whose identity changes only with the copy (for useSyncExternalStore). */
  getSnapshot(): Readonly<WorkingCopyState>;
  add(product: Product): void;
  update(index: number, product: Product): boolean;
  remove(index: number): boolean;
  /** Replaces every product: after a fetch (clean, at its version) or when restoring unsaved edits. */
  replaceAll(
    products: Product[],
    options: { version: string | null; dirty: boolean },
  ): void;
  /** The copy was saved as `version`: nothing is unsaved any more. */
  markSaved(version: string): void;
  /** Called after every change, each listener with its own copy. */
  subscribe(listener: WorkingCopyListener): () => void;
};

const clone = (state: WorkingCopyState): WorkingCopyState => ({
  version: state.version,
  dirty: state.dirty,
  products: state.products.map(copyProduct),
});

const copyProduct = (p: Product): Product => ({
  ...p,
  ingredients: p.ingredients.map(({ name, amount }) => ({ name, amount })),
});

function deepFreeze(state: WorkingCopyState): Readonly<WorkingCopyState> {
  for (const p of state.products) {
    p.ingredients.forEach((i) => Object.freeze(i));
    Object.freeze(p.ingredients);
    Object.freeze(p);
  }
  Object.freeze(state.products);
  return Object.freeze(state);
}

/**
 * The in-memory working copy of the catalogue: add, update
 * by index, delete by index and replace-all, each notifying subscribers with
 * a copy. Knows nothing of React, storage or the network.
 */
export function createWorkingCopy(
  initial: WorkingCopyState = { products: [], version: null, dirty: false },
): WorkingCopy {
  let state = clone(initial);
  let snapshot = deepFreeze(clone(state));
  const listeners = new Set<WorkingCopyListener>();

  const commit = (next: WorkingCopyState) => {
    state = next;
    snapshot = deepFreeze(clone(state));
    listeners.forEach((listener) => listener(clone(state)));
  };
  const inRange = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < state.products.length;

  return {
    get: () => clone(state),
    getSnapshot: () => snapshot,
    add(product) {
      commit({
        ...state,
        dirty: true,
        products: [...state.products, copyProduct(product)],
      });
    },
    update(index, product) {
      if (!inRange(index)) return false;
      const products = [...state.products];
      products[index] = copyProduct(product);
      commit({ ...state, dirty: true, products });
      return true;
    },
    remove(index) {
      if (!inRange(index)) return false;
      commit({
        ...state,
        dirty: true,
        products: state.products.filter((_, i) => i !== index),
      });
      return true;
    },
    replaceAll(products, { version, dirty }) {
      commit({ version, dirty, products: products.map(copyProduct) });
    },
    markSaved(version) {
      commit({ ...state, version, dirty: false });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
