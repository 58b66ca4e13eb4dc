import { recorder } from "@/test/shopping-list/recorder";
import { createShoppingList } from "./store";
import { ing } from "@/test/shopping-list/items";

describe("shopping list store: update, delete, replace", () => {
  it("updates by index", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.update(1, ing(" cherry tomatoes ", 4))).toBe(true);
    expect(store.getItems()).toEqual([
      ing("apples", 5),
      ing("cherry tomatoes", 4),
    ]);
    expect(calls).toHaveLength(1);
  });

  it("merges an update that renames a line to another line's name", () => {
    const store = createShoppingList();
    store.update(1, ing("Apples", 4));
    expect(store.getItems()).toEqual([ing("apples", 9)]);
  });

  it("ignores an update or delete outside the list, or an invalid update", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.update(2, ing("salt", 1))).toBe(false);
    expect(store.update(-1, ing("salt", 1))).toBe(false);
    expect(store.update(0.5, ing("salt", 1))).toBe(false);
    expect(store.update(0, ing("salt", 0))).toBe(false);
    expect(store.delete(2)).toBe(false);
    expect(store.delete(-1)).toBe(false);
    expect(calls).toEqual([]);
    expect(store.getItems()).toHaveLength(2);
  });

  it("deletes by index", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.delete(0)).toBe(true);
    expect(store.getItems()).toEqual([ing("tomatoes", 10)]);
    expect(store.delete(0)).toBe(true);
    expect(store.getItems()).toEqual([]);
    expect(calls).toEqual([[ing("tomatoes", 10)], []]);
  });

  it("replaces everything, cleaning the new list, and resets to the starting items", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    store.replaceAll([ing("salt", 1), ing(" SALT", 2), ing("", 1)]);
    expect(store.getItems()).toEqual([ing("salt", 3)]);
    store.replaceAll([]);
    expect(store.getItems()).toEqual([]);
    store.reset();
    expect(store.getItems()).toEqual([ing("apples", 5), ing("tomatoes", 10)]);
    expect(calls).toHaveLength(3);
  });
});
