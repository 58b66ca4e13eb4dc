import { clean, run, soap } from "@/test/products/editor-fixtures";
import { fetchFailed } from "./editor-state";

describe("the editor's state when a save cannot simply go through", () => {
  it("says a save or fetch was not sent (offline) or got no answer, keeping the edits", () => {
    const edited = run(clean(), {
      type: "update",
      index: 0,
      product: soap("a", { name: "Edited" }),
    });
    for (const reason of ["offline", "timeout"] as const) {
      const saved = run(
        edited,
        { type: "status", status: { kind: "saving", count: 1 } },
        { type: "saveFailed", reason },
      );
      expect(saved).toMatchObject({
        status: { kind: reason === "offline" ? "saveOffline" : "saveTimeout" },
        dirty: true,
        products: edited.products,
      });
      const fetched = run(
        edited,
        { type: "status", status: { kind: "fetching" } },
        { type: "status", status: fetchFailed(reason) },
      );
      expect(fetched).toMatchObject({
        status: {
          kind: reason === "offline" ? "fetchOffline" : "fetchTimeout",
        },
        products: edited.products,
      });
    }
    expect(fetchFailed("fetch").kind).toBe("fetchFailed");
  });

  it("remembers what the server holds after a save as the base of the next merge", () => {
    const sent = [soap("a", { name: "Sent" })];
    const state = run(
      clean(),
      { type: "update", index: 0, product: sent[0]! },
      { type: "saved", version: "5", sent, stored: sent },
    );
    expect(state).toMatchObject({ base: sent, products: sent });
  });

  it("after a merged save shows the merged list, with edits typed meanwhile on top", () => {
    const mine = [soap("a", { name: "Mine" }), soap("b")];
    const stored = [soap("a", { name: "Mine" }), soap("b", { name: "Theirs" })];
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
    const theirs = { products: [soap("a", { name: "Theirs" })], version: "7" };
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
      { type: "update", index: 0, product: soap("a", { name: "Mine" }) },
      { type: "mergeConflict", theirs, conflicts },
    );
    expect(waiting).toMatchObject({
      merging: { theirs, conflicts },
      status: { kind: "mergeConflict", count: 1 },
      version: "4",
      products: [soap("a", { name: "Mine" })],
    });
    const settled = run(waiting, {
      type: "rebased",
      products: [soap("a", { name: "Both" })],
      theirs,
    });
    expect(settled).toMatchObject({
      merging: null,
      products: [soap("a", { name: "Both" })],
      version: "7",
      base: theirs.products,
      dirty: true,
    });
    expect(
      run(waiting, { type: "fetched", products: [], version: "8" }).merging,
    ).toBeNull();
  });
});
