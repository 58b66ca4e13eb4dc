import { MAX_AMOUNT, MAX_ITEMS } from "./limits";
import { recorder } from "@/test/shopping-list/recorder";
import { createShoppingList } from "./store";

describe("shopping list store: starting list and adding", () => {
  it("starts with apples 5 and tomatoes 10", () => {
    expect(createShoppingList().getItems()).toEqual([
      { name: "apples", amount: 5 },
      { name: "tomatoes", amount: 10 },
    ]);
  });

  it("adds a new ingredient at the end and notifies subscribers with the list", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.add({ name: "  Olive oil ", amount: 2 })).toBe(true);
    expect(store.getItems()).toEqual([
      { name: "apples", amount: 5 },
      { name: "tomatoes", amount: 10 },
      { name: "Olive oil", amount: 2 },
    ]);
    expect(calls).toEqual([store.getItems()]);
  });

  it("merges a name already on the list, ignoring case and surrounding spaces", () => {
    const store = createShoppingList();
    store.add({ name: " APPLES ", amount: 2 });
    expect(store.getItems()).toEqual([
      { name: "apples", amount: 7 },
      { name: "tomatoes", amount: 10 },
    ]);
    store.add({ name: "Tomatoes", amount: 0.1 });
    store.add({ name: "tomatoes", amount: 0.2 });
    expect(store.getItems()[1]).toEqual({ name: "tomatoes", amount: 10.3 });
  });

  it("refuses an invalid ingredient without notifying", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    for (const bad of [
      { name: "", amount: 1 },
      { name: "   ", amount: 1 },
      { name: "salt", amount: 0 },
      { name: "salt", amount: -3 },
      { name: "salt", amount: Number.NaN },
      { name: "salt", amount: Number.POSITIVE_INFINITY },
      { name: "x".repeat(81), amount: 1 },
      { name: "salt", amount: "2" as unknown as number },
    ])
      expect(store.add(bad)).toBe(false);
    expect(calls).toEqual([]);
    expect(store.getItems()).toHaveLength(2);
  });

  it("caps a merged amount so the line stays valid", () => {
    const store = createShoppingList([{ name: "salt", amount: MAX_AMOUNT }]);
    store.add({ name: "salt", amount: 5 });
    expect(store.getItems()).toEqual([{ name: "salt", amount: MAX_AMOUNT }]);
  });

  it("adds many (a recipe's ingredients) with one notification, merging and skipping invalid ones", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    const taken = store.addMany([
      { name: "Olive oil", amount: 3 },
      { name: "apples", amount: 1 },
      { name: "", amount: 4 },
      { name: "olive oil", amount: 1 },
    ]);
    expect(taken).toBe(3);
    expect(store.getItems()).toEqual([
      { name: "apples", amount: 6 },
      { name: "tomatoes", amount: 10 },
      { name: "Olive oil", amount: 4 },
    ]);
    expect(calls).toHaveLength(1);
    expect(store.addMany([])).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it("stops adding new lines when the list is full, but still merges", () => {
    const full = Array.from({ length: MAX_ITEMS }, (_, i) => ({
      name: `item ${i}`,
      amount: 1,
    }));
    const store = createShoppingList(full);
    expect(store.add({ name: "one more", amount: 1 })).toBe(false);
    expect(store.add({ name: "ITEM 0", amount: 1 })).toBe(true);
    expect(store.getItems()).toHaveLength(MAX_ITEMS);
    expect(store.getItems()[0]).toEqual({ name: "item 0", amount: 2 });
  });

  it("cleans the initial list it is given", () => {
    const store = createShoppingList([
      { name: " Salt ", amount: 1 },
      { name: "salt", amount: 1 },
      { name: "bad", amount: -1 },
    ]);
    expect(store.getItems()).toEqual([{ name: "Salt", amount: 2 }]);
  });
});
