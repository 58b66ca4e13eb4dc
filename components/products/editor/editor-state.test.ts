import { clean, run, soap } from "@/test/products/editor-fixtures";
import { initialEditorState } from "./editor-state";

describe("the editor's state", () => {
  it("adds (and opens), updates by index and deletes by index, marking the copy unsaved", () => {
    const state = run(
      clean(),
      { type: "add", product: soap("b") },
      { type: "update", index: 0, product: soap("a", { name: "Renamed" }) },
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
      { type: "update", index: 0, product: soap("a", { name: "Renamed" }) },
      { type: "fetched", products: [], version: "9" },
    );
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it("takes a fetched list as clean, at its version, and says how many came", () => {
    const state = run(
      clean(),
      { type: "add", product: soap("b") },
      { type: "saveFailed", reason: "invalid" },
      { type: "status", status: { kind: "fetching" } },
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
    const sent = [soap("a", { name: "Sent" })];
    const editing = run(clean(), {
      type: "update",
      index: 0,
      product: sent[0]!,
    });
    expect(
      run(
        editing,
        { type: "status", status: { kind: "saving", count: 1 } },
        { type: "saved", version: "5", sent, stored: sent },
      ),
    ).toMatchObject({
      version: "5",
      dirty: false,
      status: { kind: "saved", count: 1 },
    });
    const later = run(
      editing,
      { type: "status", status: { kind: "saving", count: 1 } },
      {
        type: "update",
        index: 0,
        product: soap("a", { name: "Typed meanwhile" }),
      },
      { type: "saved", version: "5", sent, stored: sent },
    );
    expect(later).toMatchObject({ version: "5", dirty: true });
    // Edits undone by hand: the server held that list already and wrote nothing.
    expect(
      run(editing, {
        type: "saved",
        version: "4",
        sent,
        stored: sent,
        changed: false,
      }),
    ).toMatchObject({ dirty: false, status: { kind: "nothingToSave" } });
  });

  it("gives products their ids as they are first saved, keeping the new one's form open", () => {
    const added = run(clean(), { type: "add", product: soap("p-1a2b") });
    const named = run(added, {
      type: "named",
      ids: [...clean().products.map((p) => p.id), "olive-oil-soap"],
    });
    expect(named.products.at(-1)!.id).toBe("olive-oil-soap");
    expect(named.openId).toBe("olive-oil-soap");
    expect(named.products.slice(0, -1)).toEqual(clean().products);
  });

  it("names why a save failed, and shows the field errors when the server found some", () => {
    const statusAfter = (
      reason: "conflict" | "session" | "forbidden" | "invalid" | "failed",
    ) => run(clean(), { type: "saveFailed", reason });
    expect(statusAfter("conflict").status.kind).toBe("conflict");
    expect(statusAfter("session").status.kind).toBe("sessionEnded");
    expect(statusAfter("forbidden").status.kind).toBe("forbidden");
    expect(statusAfter("failed").status.kind).toBe("saveFailed");
    expect(statusAfter("invalid")).toMatchObject({
      status: { kind: "saveInvalid" },
      showErrors: true,
    });
    expect(statusAfter("conflict").showErrors).toBe(false);
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
});
