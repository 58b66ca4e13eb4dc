import { MAX_AMOUNT, MAX_ITEMS } from "./limits";
import { recorder } from "@/test/shopping-list/recorder";
import { createShoppingList } from "./store";
import { ing } from "@/test/shopping-list/items";

describe("shopping list store: starting list and adding", () => {
  it("starts with apples 5 and tomatoes 10", () => {
    expect(createShoppingList().getItems()).toEqual([
      ing("apples", 5),
      ing("tomatoes", 10),
    ]);
  });

  it("adds a new ingredient at the end and notifies subscribers with the list", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.add(ing("  Olive oil ", 2))).toBe(true);
    expect(store.getItems()).toEqual([
      ing("apples", 5),
      ing("tomatoes", 10),
      ing("Olive oil", 2),
    ]);
    expect(calls).toEqual([store.getItems()]);
  });

  it("merges a name already on the list, ignoring case and surrounding spaces", () => {
    const store = createShoppingList();
    store.add(ing(" APPLES ", 2));
    expect(store.getItems()).toEqual([ing("apples", 7), ing("tomatoes", 10)]);
    store.add(ing("Tomatoes", 0.1));
    store.add(ing("tomatoes", 0.2));
    expect(store.getItems()[1]).toEqual(ing("tomatoes", 10.3));
  });

  it("refuses an invalid ingredient without notifying", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    for (const bad of [
      ing("", 1),
      ing("   ", 1),
      ing("salt", 0),
      ing("salt", -3),
      ing("salt", Number.NaN),
      ing("salt", Number.POSITIVE_INFINITY),
      ing("x".repeat(81), 1),
      ing("salt", "2" as unknown as number),
    ])
      expect(store.add(bad)).toBe(false);
    expect(calls).toEqual([]);
    expect(store.getItems()).toHaveLength(2);
  });

  it("caps a merged amount so the line stays valid", () => {
    const store = createShoppingList([ing("salt", MAX_AMOUNT)]);
    store.add(ing("salt", 5));
    expect(store.getItems()).toEqual([ing("salt", MAX_AMOUNT)]);
  });

  it("adds many (a recipe's ingredients) with one notification, merging and skipping invalid ones", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    const taken = store.addMany([
      ing("Olive oil", 3),
      ing("apples", 1),
      ing("", 4),
      ing("olive oil", 1),
    ]);
    expect(taken).toBe(3);
    expect(store.getItems()).toEqual([
      ing("apples", 6),
      ing("tomatoes", 10),
      ing("Olive oil", 4),
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
    expect(store.add(ing("one more", 1))).toBe(false);
    expect(store.add(ing("ITEM 0", 1))).toBe(true);
    expect(store.getItems()).toHaveLength(MAX_ITEMS);
    expect(store.getItems()[0]).toEqual(ing("item 0", 2));
  });

  it("cleans the initial list it is given", () => {
    const store = createShoppingList([
      ing(" Salt ", 1),
      ing("salt", 1),
      ing("bad", -1),
    ]);
    expect(store.getItems()).toEqual([ing("Salt", 2)]);
  });
});
