import { countedUnit } from "./ingredient-unit";
import { seedProducts } from "./seed";

describe("what an ingredient's amount counts", () => {
  it.each([
    ["Olive oil (% of oils)", null],
    ["Laurel-berry oil", null],
    ["", null],
    ["Water (%)", null],
    ["Bar with 5% laurel oil (bars)", "bars"],
    ["Olive-wood soap dish ( pieces ) ", "pieces"],
    ["Lye (sodium hydroxide) flakes", null],
    ["Empty brackets ()", null],
  ])("%j counts in %p (null: a share of the oils)", (name, unit) => {
    expect(countedUnit(name)).toBe(unit);
  });

  it("reads the seed catalogue's recipes as shares and its gift set in bars and pieces", () => {
    const units = new Set(
      seedProducts.flatMap((p) =>
        p.ingredients.map((i) => countedUnit(i.name)),
      ),
    );
    expect(units).toEqual(new Set([null, "bars", "pieces"]));
  });
});
