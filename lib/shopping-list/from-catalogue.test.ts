import { fakeWindow } from "@/test/memory-storage";
import { ing, soap } from "@/test/shopping-list/items";
import { addRecipe, addSoapBar } from "./from-catalogue";
import { soapLineName } from "./item";
import { shoppingList } from "./stored-list";

const { localStorage } = fakeWindow();

describe("the catalogue's buttons on the stored list", () => {
  beforeEach(() => localStorage.clear());

  it("shortens a catalogue name longer than a list line, the same way each time", () => {
    expect(soapLineName("  Laurel 40% ")).toBe("Laurel 40%");
    const long = soapLineName("x".repeat(120));
    expect(long).toHaveLength(80);
    expect(long.endsWith("\u2026")).toBe(true);
    expect(soapLineName("x".repeat(120))).toBe(long);
  });

  it("adds a bar of a soap each time, and says how many bars its line holds", () => {
    expect(addSoapBar({ name: " Laurel 40% " })).toBe(1);
    expect(addSoapBar({ name: "laurel 40%", stock: 3 })).toBe(2);
    expect(shoppingList()).toEqual([
      ing("apples", 5),
      ing("tomatoes", 10),
      soap("Laurel 40%", 2),
    ]);
  });

  it("adds no bar of a soap out of stock", () => {
    expect(addSoapBar({ name: "Laurel 40%", stock: 0 })).toBeNull();
    expect(shoppingList()).toEqual([ing("apples", 5), ing("tomatoes", 10)]);
  });

  it("adds a recipe's ingredients, merging, and says how many it took", () => {
    expect(addRecipe([ing("apples", 1), ing("salt", 2), ing("", 1)])).toBe(2);
    expect(shoppingList()).toEqual([
      ing("apples", 6),
      ing("tomatoes", 10),
      ing("salt", 2),
    ]);
    expect(addRecipe([])).toBe(0);
  });
});
