import { MAX_AMOUNT, MAX_ITEMS, type Ingredient } from "./ingredient";
import { createShoppingList } from "./store";

const recorder = () => {
  const calls: Ingredient[][] = [];
  return { calls, listener: (items: Ingredient[]) => void calls.push(items) };
};

describe("shopping list store", () => {
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

  it("gives every subscriber its own copy: mutating it changes neither the store nor the others", () => {
    const store = createShoppingList();
    const seenByOther: Ingredient[][] = [];
    store.subscribe((items) => {
      items[0]!.amount = 999;
      items.push({ name: "intruder", amount: 1 });
    });
    store.subscribe((items) => void seenByOther.push(items));
    store.add({ name: "salt", amount: 1 });
    const expected = [
      { name: "apples", amount: 5 },
      { name: "tomatoes", amount: 10 },
      { name: "salt", amount: 1 },
    ];
    expect(store.getItems()).toEqual(expected);
    expect(seenByOther).toEqual([expected]);

    const copy = store.getItems();
    copy[0]!.name = "changed";
    expect(store.getItems()[0]!.name).toBe("apples");
  });

  it("keeps a frozen snapshot whose identity changes only with the list", () => {
    const store = createShoppingList();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    store.delete(5);
    expect(store.getSnapshot()).toBe(first);
    store.delete(0);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toEqual([{ name: "tomatoes", amount: 10 }]);
  });

  it("announces the start of an edit with its index, only for a line that exists", () => {
    const store = createShoppingList();
    const started: number[] = [];
    const stop = store.onEditingStarted((index) => void started.push(index));
    expect(store.startEditing(1)).toBe(true);
    expect(store.startEditing(0)).toBe(true);
    expect(store.startEditing(2)).toBe(false);
    expect(started).toEqual([1, 0]);
    stop();
    store.startEditing(1);
    expect(started).toEqual([1, 0]);
  });

  it("stops notifying a subscriber that unsubscribed", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    const stop = store.subscribe(listener);
    store.add({ name: "salt", amount: 1 });
    stop();
    store.add({ name: "pepper", amount: 1 });
    expect(calls).toHaveLength(1);
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
