import { edit, ids, soap } from "@/test/products/editor-fixtures";
import { conflictKey, merge, resolve } from "./merge";

const base = [soap("a"), soap("b"), soap("c")];

describe("merging two edited copies of the catalogue", () => {
  it("combines edits of different products and of different fields of one product", () => {
    const mine = edit(base, "a", { description: "Mine" });
    const theirs = edit(edit(base, "b", { name: "Theirs" }), "a", {
      price: 8,
      currency: "EUR",
    });
    const { merged, conflicts } = merge(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual([
      soap("a", { description: "Mine", price: 8, currency: "EUR" }),
      soap("b", { name: "Theirs" }),
      soap("c"),
    ]);
  });

  it("is no conflict when both made the same change", () => {
    const mine = edit(base, "a", { description: "Same" });
    const theirs = edit(base, "a", { description: "Same" });
    expect(merge(base, mine, theirs)).toEqual({ merged: mine, conflicts: [] });
  });

  it("reports the same field changed differently, keeping mine until resolved", () => {
    const mine = edit(base, "b", { description: "Mine" });
    const theirs = edit(base, "b", { description: "Theirs", subtitle: "New" });
    const result = merge(base, mine, theirs);
    expect(result.conflicts).toEqual([
      {
        kind: "field",
        id: "b",
        name: "Soap b",
        field: "description",
        mine: { description: "Mine" },
        theirs: { description: "Theirs" },
      },
    ]);
    expect(result.merged[1]).toEqual(
      soap("b", { description: "Mine", subtitle: "New" }),
    );
    const key = conflictKey(result.conflicts[0]!);
    expect(resolve(result, {})[1]!.description).toBe("Mine");
    expect(resolve(result, { [key]: "theirs" })[1]!.description).toBe("Theirs");
    expect(resolve(result, { [key]: { text: "Both" } })[1]!.description).toBe(
      "Both",
    );
  });

  it("treats a price and its currency as one field", () => {
    const mine = edit(base, "a", { price: 5, currency: "EUR" });
    const theirs = edit(base, "a", { price: 5, currency: "USD" });
    const result = merge(base, mine, theirs);
    expect(result.conflicts).toMatchObject([
      {
        field: "price",
        mine: { price: 5, currency: "EUR" },
        theirs: { price: 5, currency: "USD" },
      },
    ]);
    const key = conflictKey(result.conflicts[0]!);
    expect(resolve(result, { [key]: "theirs" })[0]).toEqual(
      soap("a", { price: 5, currency: "USD" }),
    );
  });

  it("takes a field one side cleared", () => {
    const withPrice = edit(base, "a", { price: 5, currency: "EUR" });
    const mine = edit(withPrice, "a", {
      price: undefined,
      currency: undefined,
    });
    const theirs = edit(withPrice, "c", { name: "C" });
    const { merged, conflicts } = merge(withPrice, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged[0]).not.toHaveProperty("price");
    expect(merged[2]!.name).toBe("C");
  });

  it("compares ingredients as one list", () => {
    const mine = edit(base, "a", {
      ingredients: [{ name: "Olive oil", amount: 90 }],
    });
    const theirs = edit(base, "a", {
      ingredients: [
        { name: "Olive oil", amount: 95 },
        { name: "Laurel oil", amount: 5 },
      ],
    });
    expect(merge(base, mine, theirs).conflicts).toMatchObject([
      { field: "ingredients" },
    ]);
  });

  it("deletes what one side deleted and the other left alone", () => {
    const mine = base.filter((p) => p.id !== "a");
    const theirs = edit(base, "c", { name: "C" });
    expect(ids(merge(base, mine, theirs).merged)).toEqual(["b", "c"]);
    expect(ids(merge(base, theirs, mine).merged)).toEqual(["b", "c"]);
    expect(ids(merge(base, mine, mine).merged)).toEqual(["b", "c"]);
  });

  it("reports a delete against an edit, on either side, and resolves it by keeping or deleting", () => {
    const deleted = base.filter((p) => p.id !== "b");
    const edited = edit(base, "b", { name: "Edited" });
    for (const [mine, theirs] of [
      [deleted, edited],
      [edited, deleted],
    ] as const) {
      const result = merge(base, mine, theirs);
      expect(result.conflicts).toEqual([
        {
          kind: "product",
          id: "b",
          name: "Edited",
          mine: mine === edited ? edited[1] : null,
          theirs: theirs === edited ? edited[1] : null,
        },
      ]);
      expect(ids(result.merged)).toEqual(["a", "b", "c"]);
      const key = conflictKey(result.conflicts[0]!);
      const keep = mine === edited ? "mine" : "theirs";
      const drop = mine === edited ? "theirs" : "mine";
      expect(resolve(result, { [key]: keep })[1]).toEqual(edited[1]);
      expect(ids(resolve(result, { [key]: drop }))).toEqual(["a", "c"]);
    }
  });

  it("keeps products added on both sides, each after the product it followed", () => {
    const mine = [...base, soap("m")];
    const theirs = [soap("a"), soap("t"), soap("b"), soap("c")];
    expect(ids(merge(base, mine, theirs).merged)).toEqual([
      "a",
      "t",
      "b",
      "c",
      "m",
    ]);
  });

  it("compares the same product added on both sides field by field", () => {
    const mine = [...base, soap("n", { description: "Mine" })];
    const theirs = [...base, soap("n", { description: "Theirs" })];
    const result = merge(base, mine, theirs);
    expect(result.conflicts).toMatchObject([
      { kind: "field", id: "n", field: "description" },
    ]);
    expect(ids(result.merged)).toEqual(["a", "b", "c", "n"]);
  });
});
