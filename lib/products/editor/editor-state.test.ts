import type { Product } from "@/lib/products/types";
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from "./editor-state";

const soap = (id: string, name = `Soap ${id}`): Product => ({
  id,
  name,
  subtitle: "",
  description: "",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil", amount: 95 }],
});

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);

const clean = () =>
  initialEditorState({
    products: [soap("a")],
    version: "4",
    dirty: false,
    base: [soap("a")],
  });

describe("the editor's state", () => {
  it("adds (and opens), updates by index and deletes by index, marking the copy unsaved", () => {
    const state = run(
      clean(),
      { type: "add", product: soap("b") },
      { type: "update", index: 0, product: soap("a", "Renamed") },
      { type: "remove", index: 1 },
    );
    expect(state.products.map((p) => p.name)).toEqual(["Renamed"]);
    expect(state).toMatchObject({ version: "4", dirty: true, openId: "b" });
  });

  it("ignores an update or a delete outside the list", () => {
    const before = clean();
    expect(
      run(
        before,
        { type: "update", index: 3, product: soap("z") },
        { type: "remove", index: -1 },
        { type: "remove", index: 1.5 },
      ),
    ).toBe(before);
  });

  it("moves a product to another place, marking the copy unsaved", () => {
    const three = initialEditorState({
      products: [soap("a"), soap("b"), soap("c")],
      version: "4",
      dirty: false,
      base: null,
    });
    const down = run(three, { type: "move", from: 0, to: 2 });
    expect(down.products.map((p) => p.id)).toEqual(["b", "c", "a"]);
    expect(down.dirty).toBe(true);
    const up = run(three, { type: "move", from: 2, to: 1 });
    expect(up.products.map((p) => p.id)).toEqual(["a", "c", "b"]);
    expect(three.products.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("ignores a move outside the list or to the same place", () => {
    const before = clean();
    expect(
      run(
        before,
        { type: "move", from: 0, to: 0 },
        { type: "move", from: 0, to: 1 },
        { type: "move", from: -1, to: 0 },
        { type: "move", from: 0.5, to: 0 },
      ),
    ).toBe(before);
  });

  it("never changes the state it was given", () => {
    const before = clean();
    const frozen = JSON.stringify(before);
    run(
      before,
      { type: "add", product: soap("b") },
      { type: "update", index: 0, product: soap("a", "Renamed") },
      { type: "fetched", products: [], version: "9" },
    );
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it("takes a fetched list as clean, at its version, and says how many came", () => {
    const state = run(
      clean(),
      { type: "add", product: soap("b") },
      { type: "invalid" },
      { type: "fetching" },
      { type: "fetched", products: [soap("x"), soap("y")], version: "5" },
    );
    expect(state).toMatchObject({
      version: "5",
      base: [soap("x"), soap("y")],
      dirty: false,
      showErrors: false,
      status: { kind: "fetched", count: 2 },
    });
  });

  it("is saved at the new version, unless edits came in while the save was on its way", () => {
    const sent = [soap("a", "Sent")];
    const editing = run(clean(), {
      type: "update",
      index: 0,
      product: sent[0]!,
    });
    expect(
      run(
        editing,
        { type: "saving", count: 1 },
        { type: "saved", version: "5", sent, stored: sent },
      ),
    ).toMatchObject({
      version: "5",
      dirty: false,
      status: { kind: "saved", count: 1 },
    });
    const later = run(
      editing,
      { type: "saving", count: 1 },
      { type: "update", index: 0, product: soap("a", "Typed meanwhile") },
      { type: "saved", version: "5", sent, stored: sent },
    );
    expect(later).toMatchObject({ version: "5", dirty: true });
  });

  it("names why a save failed, and shows the field errors when the server found some", () => {
    const statusAfter = (
      reason: "conflict" | "session" | "forbidden" | "invalid" | "failed",
    ) => run(clean(), { type: "saveFailed", reason });
    expect(statusAfter("conflict").status.kind).toBe("conflict");
    expect(statusAfter("session").status.kind).toBe("session");
    expect(statusAfter("forbidden").status.kind).toBe("forbidden");
    expect(statusAfter("failed").status.kind).toBe("saveFailed");
    expect(statusAfter("invalid")).toMatchObject({
      status: { kind: "saveInvalid" },
      showErrors: true,
    });
    expect(statusAfter("conflict").showErrors).toBe(false);
  });

  it("says a save or fetch was not sent (offline) or got no answer, keeping the edits", () => {
    const edited = run(clean(), {
      type: "update",
      index: 0,
      product: soap("a", "Edited"),
    });
    for (const reason of ["offline", "timeout"] as const) {
      const saved = run(
        edited,
        { type: "saving", count: 1 },
        {
          type: "saveFailed",
          reason,
        },
      );
      expect(saved).toMatchObject({
        status: { kind: reason, during: "save" },
        dirty: true,
        products: edited.products,
      });
      const fetched = run(
        edited,
        { type: "fetching" },
        {
          type: "fetchFailed",
          reason,
        },
      );
      expect(fetched).toMatchObject({
        status: { kind: reason, during: "fetch" },
        products: edited.products,
      });
    }
    expect(run(edited, { type: "fetchFailed" }).status.kind).toBe(
      "fetchFailed",
    );
  });

  it("restores a kept draft as it was, and asks or stops asking for confirmation", () => {
    const draft = {
      products: [soap("d")],
      version: "2",
      dirty: true,
      base: [],
    };
    const state = run(
      clean(),
      { type: "restore", draft },
      {
        type: "ask",
        confirm: { kind: "delete", index: 0, name: "Soap d" },
      },
    );
    expect(state).toMatchObject({ ...draft, confirm: { kind: "delete" } });
    expect(run(state, { type: "ask", confirm: null }).confirm).toBeNull();
  });

  it("remembers what the server holds after a save as the base of the next merge", () => {
    const sent = [soap("a", "Sent")];
    const state = run(
      clean(),
      { type: "update", index: 0, product: sent[0]! },
      { type: "saved", version: "5", sent, stored: sent },
    );
    expect(state).toMatchObject({ base: sent, products: sent });
  });

  it("after a merged save shows the merged list, with edits typed meanwhile on top", () => {
    const mine = [soap("a", "Mine"), soap("b")];
    const stored = [soap("a", "Mine"), soap("b", "Theirs")];
    const typing = run(
      clean(),
      {
        type: "restore",
        draft: { products: mine, version: "4", dirty: true, base: [] },
      },
      { type: "add", product: soap("c") },
    );
    const state = run(typing, {
      type: "saved",
      version: "6",
      sent: mine,
      stored,
      merged: true,
    });
    expect(state.products.map((p) => p.name)).toEqual([
      "Mine",
      "Theirs",
      "Soap c",
    ]);
    expect(state).toMatchObject({ version: "6", base: stored, dirty: true });
  });

  it("holds overlapping changes until they are settled, then continues from their version", () => {
    const theirs = { products: [soap("a", "Theirs")], version: "7" };
    const conflicts = [
      {
        kind: "field" as const,
        id: "a",
        name: "Mine",
        field: "name" as const,
        mine: { name: "Mine" },
        theirs: { name: "Theirs" },
      },
    ];
    const waiting = run(
      clean(),
      { type: "update", index: 0, product: soap("a", "Mine") },
      { type: "mergeConflict", theirs, conflicts },
    );
    expect(waiting).toMatchObject({
      merging: { theirs, conflicts },
      status: { kind: "mergeConflict", count: 1 },
      version: "4",
      products: [soap("a", "Mine")],
    });
    const settled = run(waiting, {
      type: "rebased",
      products: [soap("a", "Both")],
      theirs,
    });
    expect(settled).toMatchObject({
      merging: null,
      products: [soap("a", "Both")],
      version: "7",
      base: theirs.products,
      dirty: true,
    });
    expect(
      run(waiting, { type: "fetched", products: [], version: "8" }).merging,
    ).toBeNull();
  });
});
