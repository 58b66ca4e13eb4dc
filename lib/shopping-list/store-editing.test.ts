import { recorder } from "@/test/shopping-list/recorder";
import { createShoppingList } from "./store";

describe("shopping list store: update, delete, replace", () => {
  it("updates by index", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.update(1, { name: " cherry tomatoes ", amount: 4 })).toBe(
      true,
    );
    expect(store.getItems()).toEqual([
      { name: "apples", amount: 5 },
      { name: "cherry tomatoes", amount: 4 },
    ]);
    expect(calls).toHaveLength(1);
  });

  it("merges an update that renames a line to another line's name", () => {
    const store = createShoppingList();
    store.update(1, { name: "Apples", amount: 4 });
    expect(store.getItems()).toEqual([{ name: "apples", amount: 9 }]);
  });

  it("ignores an update or delete outside the list, or an invalid update", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    expect(store.update(2, { name: "salt", amount: 1 })).toBe(false);
    expect(store.update(-1, { name: "salt", amount: 1 })).toBe(false);
    expect(store.update(0.5, { name: "salt", amount: 1 })).toBe(false);
    expect(store.update(0, { name: "salt", amount: 0 })).toBe(false);
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
    expect(store.getItems()).toEqual([{ name: "tomatoes", amount: 10 }]);
    expect(store.delete(0)).toBe(true);
    expect(store.getItems()).toEqual([]);
    expect(calls).toEqual([[{ name: "tomatoes", amount: 10 }], []]);
  });

  it("replaces everything, cleaning the new list, and resets to the starting items", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    store.subscribe(listener);
    store.replaceAll([
      { name: "salt", amount: 1 },
      { name: " SALT", amount: 2 },
      { name: "", amount: 1 },
    ]);
    expect(store.getItems()).toEqual([{ name: "salt", amount: 3 }]);
    store.replaceAll([]);
    expect(store.getItems()).toEqual([]);
    store.reset();
    expect(store.getItems()).toEqual([
      { name: "apples", amount: 5 },
      { name: "tomatoes", amount: 10 },
    ]);
    expect(calls).toHaveLength(3);
  });
});
