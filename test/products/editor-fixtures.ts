import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from "@/components/products/editor/editor-state";
import type { Product } from "@/lib/products/types";

/** A valid product `id` for the editor's tests, with `changes` on top. */
export const soap = (id: string, changes: Partial<Product> = {}): Product => ({
  id,
  name: `Soap ${id}`,
  subtitle: "",
  description: `About ${id}`,
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil", amount: 95 }],
  ...changes,
});

/** The ids of a list, in order. */
export const ids = (list: readonly Product[]) => list.map((p) => p.id);

/** The list with product `id` changed. */
export const edit = (list: Product[], id: string, changes: Partial<Product>) =>
  list.map((p) => (p.id === id ? { ...p, ...changes } : p));

/** The state after `actions`, from `state`. */
export const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);

/** A saved copy of one product at version "4". */
export const clean = () =>
  initialEditorState({
    products: [soap("a")],
    version: "4",
    dirty: false,
    base: [soap("a")],
  });
