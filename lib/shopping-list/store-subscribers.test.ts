import type { ListItem } from "./item";
import { ing } from "@/test/shopping-list/items";
import { recorder } from "@/test/shopping-list/recorder";
import { createShoppingList } from "./store";

describe("shopping list store: subscribers and the editing channel", () => {
  it("gives every subscriber its own copy: mutating it changes neither the store nor the others", () => {
    const store = createShoppingList();
    const seenByOther: ListItem[][] = [];
    store.subscribe((items) => {
      items[0]!.amount = 999;
      items.push(ing("intruder", 1));
    });
    store.subscribe((items) => void seenByOther.push(items));
    store.add(ing("salt", 1));
    const expected = [ing("apples", 5), ing("tomatoes", 10), ing("salt", 1)];
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
    expect(store.getSnapshot()).toEqual([ing("tomatoes", 10)]);
  });

  it("stops notifying a subscriber that unsubscribed", () => {
    const store = createShoppingList();
    const { calls, listener } = recorder();
    const stop = store.subscribe(listener);
    store.add(ing("salt", 1));
    stop();
    store.add(ing("pepper", 1));
    expect(calls).toHaveLength(1);
  });
});
