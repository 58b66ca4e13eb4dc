import { ing, soap } from "@/test/shopping-list/items";
import { MAX_AMOUNT, MAX_ITEMS } from "./limits";
import { addItem, addItems, deleteItem, updateItem } from "./list";

const START = [ing("apples", 5), ing("tomatoes", 10)];

describe("the shopping list's changes: adding", () => {
  it("adds a new ingredient at the end, leaving the given list as it was", () => {
    const before = [...START];
    expect(addItem(before, ing("  Olive oil ", 2))).toEqual([
      ...START,
      ing("Olive oil", 2),
    ]);
    expect(before).toEqual(START);
  });

  it("merges a name already on the list, ignoring case and surrounding spaces", () => {
    expect(addItem(START, ing(" APPLES ", 2))).toEqual([
      ing("apples", 7),
      ing("tomatoes", 10),
    ]);
    const twice = addItem(
      addItem(START, ing("Tomatoes", 0.1))!,
      ing("tomatoes", 0.2),
    );
    expect(twice![1]).toEqual(ing("tomatoes", 10.3));
  });

  it("refuses an invalid ingredient", () => {
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
      expect(addItem(START, bad)).toBeNull();
  });

  it("caps a merged amount so the line stays valid", () => {
    expect(addItem([ing("salt", MAX_AMOUNT)], ing("salt", 5))).toEqual([
      ing("salt", MAX_AMOUNT),
    ]);
  });

  it("adds many (a recipe's ingredients), merging and skipping invalid ones", () => {
    expect(
      addItems(START, [
        ing("Olive oil", 3),
        ing("apples", 1),
        ing("", 4),
        ing("olive oil", 1),
      ]),
    ).toEqual({
      taken: 3,
      items: [ing("apples", 6), ing("tomatoes", 10), ing("Olive oil", 4)],
    });
    expect(addItems(START, [])).toEqual({ taken: 0, items: null });
  });

  it("stops adding new lines when the list is full, but still merges", () => {
    const full = Array.from({ length: MAX_ITEMS }, (_, i) =>
      ing(`item ${i}`, 1),
    );
    expect(addItem(full, ing("one more", 1))).toBeNull();
    const merged = addItem(full, ing("ITEM 0", 1))!;
    expect(merged).toHaveLength(MAX_ITEMS);
    expect(merged[0]).toEqual(ing("item 0", 2));
  });
});

describe("the shopping list's changes: update and delete", () => {
  it("updates by index", () => {
    expect(updateItem(START, 1, ing(" cherry tomatoes ", 4))).toEqual([
      ing("apples", 5),
      ing("cherry tomatoes", 4),
    ]);
  });

  it("merges an update that renames a line to another line's name", () => {
    expect(updateItem(START, 1, ing("Apples", 4))).toEqual([ing("apples", 9)]);
  });

  it("ignores an update or delete outside the list, or an invalid update", () => {
    expect(updateItem(START, 2, ing("salt", 1))).toBeNull();
    expect(updateItem(START, -1, ing("salt", 1))).toBeNull();
    expect(updateItem(START, 0.5, ing("salt", 1))).toBeNull();
    expect(updateItem(START, 0, ing("salt", 0))).toBeNull();
    expect(deleteItem(START, 2)).toBeNull();
    expect(deleteItem(START, -1)).toBeNull();
  });

  it("deletes by index", () => {
    const one = deleteItem(START, 0)!;
    expect(one).toEqual([ing("tomatoes", 10)]);
    expect(deleteItem(one, 0)).toEqual([]);
  });
});

describe("the shopping list's changes: soaps beside ingredients", () => {
  it("adds a soap as bars, and adding it again adds a bar to the same line", () => {
    let items = addItem(START, {
      kind: "soap",
      name: "Laurel 40%",
      amount: 1,
    })!;
    items = addItem(items, { kind: "soap", name: " laurel 40% ", amount: 1 })!;
    items = addItem(items, { kind: "soap", name: "Laurel 5%", amount: 1 })!;
    expect(items).toEqual([
      ...START,
      soap("Laurel 40%", 2),
      soap("Laurel 5%", 1),
    ]);
  });

  it("keeps a soap and an ingredient of the same name apart", () => {
    let items = addItem([], { kind: "soap", name: "Laurel oil", amount: 1 })!;
    items = addItems(items, [{ name: "laurel oil", amount: 0.5 }]).items!;
    items = addItem(items, { name: "Laurel oil", amount: 1 })!;
    expect(items).toEqual([soap("Laurel oil", 1), ing("laurel oil", 1.5)]);
  });

  it("counts soaps in whole bars: no half bar, no zero, no unknown kind", () => {
    for (const bad of [
      { kind: "soap" as const, name: "Laurel", amount: 1.5 },
      { kind: "soap" as const, name: "Laurel", amount: 0 },
      { kind: "gift" as unknown as "soap", name: "Laurel", amount: 1 },
    ])
      expect(addItem([], bad)).toBeNull();
  });

  it("keeps a line's kind when it is edited, merging only with its own kind", () => {
    let items = [
      soap("Laurel 40%", 2),
      ing("Olive oil", 1),
      soap("Laurel 5%", 1),
    ];
    items = updateItem(items, 0, { name: "Laurel 40% (large)", amount: 3 })!;
    expect(items[0]).toEqual(soap("Laurel 40% (large)", 3));
    // A soap amount stays whole; an ingredient's need not.
    expect(
      updateItem(items, 0, { name: "Laurel 40%", amount: 2.5 }),
    ).toBeNull();
    items = updateItem(items, 1, { name: "Olive oil", amount: 2.5 })!;
    // Renamed to another soap: one line. To an ingredient's name: still apart.
    items = updateItem(items, 2, { name: "laurel 40% (LARGE)", amount: 1 })!;
    expect(items).toEqual([
      soap("Laurel 40% (large)", 4),
      ing("Olive oil", 2.5),
    ]);
    expect(updateItem(items, 0, { name: "Olive oil", amount: 1 })).toEqual([
      soap("Olive oil", 1),
      ing("Olive oil", 2.5),
    ]);
  });
});
