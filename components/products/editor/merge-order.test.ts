import { edit, ids, soap } from "@/test/products/editor-fixtures";
import { merge } from "./merge";

const base = [soap("a"), soap("b"), soap("c")];

describe("the order of a merge", () => {
  it("takes the order of the side that reordered, with the other side's edits", () => {
    const reversed = [...base].reverse();
    const edited = edit(base, "a", { name: "A" });
    expect(ids(merge(base, reversed, edited).merged)).toEqual(["c", "b", "a"]);
    expect(merge(base, reversed, edited).merged[2]!.name).toBe("A");
    expect(ids(merge(base, edited, reversed).merged)).toEqual(["c", "b", "a"]);
  });

  it("takes their order when both reordered, with my added products after their neighbours", () => {
    const mine = [soap("b"), soap("a"), soap("m"), soap("c")];
    const theirs = [soap("c"), soap("a"), soap("b")];
    expect(ids(merge(base, mine, theirs).merged)).toEqual(["c", "a", "m", "b"]);
  });

  it("puts a product added first on one side first", () => {
    const mine = [soap("m"), ...base];
    expect(ids(merge(base, mine, base).merged)).toEqual(["m", "a", "b", "c"]);
  });
});

describe("comparing products", () => {
  it("does not mind the order of their keys", () => {
    const shuffled = base.map(
      ({ ingredients, imagePath, description, subtitle, name, id }) => ({
        ingredients: ingredients.map(({ amount, name }) => ({ amount, name })),
        imagePath,
        description,
        subtitle,
        name,
        id,
      }),
    );
    const mine = base.filter((p) => p.id !== "a");
    expect(merge(base, mine, shuffled)).toEqual({
      merged: shuffled.slice(1),
      conflicts: [],
    });
  });
});
