import { createShoppingList } from "./store";
import { ing, soap } from "@/test/shopping-list/items";

describe("shopping list store: soaps beside ingredients", () => {
  it("adds a soap as bars, and adding it again adds a bar to the same line", () => {
    const store = createShoppingList();
    expect(store.add({ kind: "soap", name: "Laurel 40%", amount: 1 })).toBe(
      true,
    );
    expect(store.add({ kind: "soap", name: " laurel 40% ", amount: 1 })).toBe(
      true,
    );
    expect(store.add({ kind: "soap", name: "Laurel 5%", amount: 1 })).toBe(
      true,
    );
    expect(store.getItems()).toEqual([
      ing("apples", 5),
      ing("tomatoes", 10),
      soap("Laurel 40%", 2),
      soap("Laurel 5%", 1),
    ]);
  });

  it("keeps a soap and an ingredient of the same name apart", () => {
    const store = createShoppingList([]);
    store.add({ kind: "soap", name: "Laurel oil", amount: 1 });
    store.addMany([{ name: "laurel oil", amount: 0.5 }]);
    store.add({ name: "Laurel oil", amount: 1 });
    expect(store.getItems()).toEqual([
      soap("Laurel oil", 1),
      ing("laurel oil", 1.5),
    ]);
  });

  it("counts soaps in whole bars: no half bar, no zero, no unknown kind", () => {
    const store = createShoppingList([]);
    for (const bad of [
      { kind: "soap" as const, name: "Laurel", amount: 1.5 },
      { kind: "soap" as const, name: "Laurel", amount: 0 },
      { kind: "gift" as unknown as "soap", name: "Laurel", amount: 1 },
    ])
      expect(store.add(bad)).toBe(false);
    expect(store.getItems()).toEqual([]);
  });

  it("keeps a line's kind when it is edited, merging only with its own kind", () => {
    const store = createShoppingList([
      soap("Laurel 40%", 2),
      ing("Olive oil", 1),
      soap("Laurel 5%", 1),
    ]);
    expect(store.update(0, { name: "Laurel 40% (large)", amount: 3 })).toBe(
      true,
    );
    expect(store.getItems()[0]).toEqual(soap("Laurel 40% (large)", 3));
    // A soap amount stays whole; an ingredient's need not.
    expect(store.update(0, { name: "Laurel 40%", amount: 2.5 })).toBe(false);
    expect(store.update(1, { name: "Olive oil", amount: 2.5 })).toBe(true);
    // Renamed to another soap: one line. To an ingredient's name: still apart.
    store.update(2, { name: "laurel 40% (LARGE)", amount: 1 });
    expect(store.getItems()).toEqual([
      soap("Laurel 40% (large)", 4),
      ing("Olive oil", 2.5),
    ]);
    store.update(0, { name: "Olive oil", amount: 1 });
    expect(store.getItems()).toEqual([
      soap("Olive oil", 1),
      ing("Olive oil", 2.5),
    ]);
  });
});
