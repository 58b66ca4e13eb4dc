import { fakeWindow } from "@/test/memory-storage";
import { ing } from "@/test/shopping-list/items";
import { storedCount } from "./count";
import { STORAGE_KEY } from "./limits";

const { localStorage, otherTab } = fakeWindow();
const START = [ing("apples", 5), ing("tomatoes", 10)];

/** A fresh page: the list's module loaded anew over what the storage holds. */
async function openPage(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(STORAGE_KEY, stored);
  jest.resetModules();
  const { browserShoppingList } = await import("./browser");
  return browserShoppingList();
}

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY)!);

describe("the shopping list in the browser", () => {
  it("starts with apples and tomatoes, and saves every change with its count", async () => {
    const store = await openPage();
    expect(store.getItems()).toEqual(START);
    expect(storedCount.get()).toBe(2);
    store.add(ing(" APPLES ", 2));
    store.add(ing("salt", 1));
    expect(saved()).toEqual({
      version: 2,
      count: 3,
      items: [ing("apples", 7), ing("tomatoes", 10), ing("salt", 1)],
    });
    expect(storedCount.get()).toBe(3);
    // A reload finds the same list.
    expect((await openPage(JSON.stringify(saved()))).getItems()).toEqual(
      store.getItems(),
    );
  });

  it("reads a list of format 1 as ingredients, and counts a list stored without a count", async () => {
    const raw =
      '{"version":1,"items":[{"name":"salt","amount":1},{"name":"Laurel","amount":1,"kind":"soap"}]}';
    expect((await openPage(raw)).getItems()).toEqual([
      ing("salt", 1),
      ing("Laurel", 1),
    ]);
    expect(storedCount.get()).toBe(2);
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["a bare array", '[{"name":"salt","amount":1}]'],
    ["another version", '{"version":3,"items":[]}'],
    ["items not a list", '{"version":1,"items":{}}'],
    [
      "a negative amount",
      '{"version":1,"items":[{"name":"salt","amount":-1}]}',
    ],
    [
      "an amount as text",
      '{"version":1,"items":[{"name":"salt","amount":"1"}]}',
    ],
    ["an empty name", '{"version":1,"items":[{"name":"  ","amount":1}]}'],
    [
      "format 2 with a line without a kind",
      '{"version":2,"items":[{"name":"salt","amount":1}]}',
    ],
    [
      "format 2 with a line of another kind",
      '{"version":2,"items":[{"kind":"gift","name":"salt","amount":1}]}',
    ],
    [
      "a soap of half a bar",
      '{"version":2,"items":[{"kind":"soap","name":"Laurel","amount":0.5}]}',
    ],
  ])(
    "gives the starting list for corrupt data (%s), never an error",
    async (_, raw) => {
      expect((await openPage(raw)).getItems()).toEqual(START);
    },
  );

  it("takes a change made in another tab without writing it back, and starts over when storage is cleared", async () => {
    const store = await openPage();
    const seen = jest.fn();
    store.subscribe(seen);
    const other =
      '{"version":2,"items":[{"kind":"ingredient","name":"salt","amount":3}]}';
    otherTab(STORAGE_KEY, other);
    expect(store.getItems()).toEqual([ing("salt", 3)]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(other);
    otherTab(null, null);
    expect(store.getItems()).toEqual(START);
    // Local changes are saved again afterwards.
    store.delete(0);
    expect(saved().items).toEqual([ing("tomatoes", 10)]);
  });
});
