import { fakeWindow } from "@/test/memory-storage";
import { ing } from "@/test/shopping-list/items";
import { STORAGE_KEY } from "./limits";

const { localStorage, otherTab } = fakeWindow();
const START = [ing("apples", 5), ing("tomatoes", 10)];

/** A fresh page: the module loaded anew over what the storage holds. */
async function openPage(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(STORAGE_KEY, stored);
  jest.resetModules();
  return import("./stored-list");
}

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY)!);

describe("the shopping list in the browser", () => {
  it("starts with apples and tomatoes, and keeps what is saved", async () => {
    const { shoppingList, saveShoppingList } = await openPage();
    expect(shoppingList()).toEqual(START);
    saveShoppingList([...START, ing("salt", 1)]);
    expect(saved()).toEqual({
      version: 2,
      items: [...START, ing("salt", 1)],
    });
    expect(shoppingList()).toEqual([...START, ing("salt", 1)]);
    // A reload finds the same list.
    const reloaded = await openPage(JSON.stringify(saved()));
    expect(reloaded.shoppingList()).toEqual([...START, ing("salt", 1)]);
  });

  it("gives the same array until the list changes", async () => {
    const { shoppingList, saveShoppingList } = await openPage();
    const first = shoppingList();
    expect(shoppingList()).toBe(first);
    saveShoppingList([ing("salt", 1)]);
    expect(shoppingList()).not.toBe(first);
  });

  it("reads a list with a count (as stored until now), and a list of format 1 as ingredients", async () => {
    const withCount =
      '{"version":2,"count":2,"items":[{"kind":"soap","name":"Laurel","amount":2},{"kind":"ingredient","name":" salt ","amount":1}]}';
    expect((await openPage(withCount)).shoppingList()).toEqual([
      { kind: "soap", name: "Laurel", amount: 2 },
      ing("salt", 1),
    ]);
    const format1 =
      '{"version":1,"items":[{"name":"salt","amount":1},{"name":"Laurel","amount":1,"kind":"soap"}]}';
    expect((await openPage(format1)).shoppingList()).toEqual([
      ing("salt", 1),
      ing("Laurel", 1),
    ]);
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
    ["a line that is null", '{"version":1,"items":[null]}'],
    [
      "a name too long",
      `{"version":1,"items":[{"name":"${"x".repeat(81)}","amount":1}]}`,
    ],
    [
      "too many lines",
      `{"version":1,"items":[${Array(501).fill('{"name":"a","amount":1}')}]}`,
    ],
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
      expect((await openPage(raw)).shoppingList()).toEqual(START);
    },
  );

  describe("when Shop details say a new list starts empty (the page's root element)", () => {
    const page = (start?: string) =>
      Object.assign(globalThis, {
        document: {
          documentElement: {
            getAttribute: (name: string) =>
              name === "data-list-start" ? (start ?? null) : null,
          },
        },
      });
    afterEach(() => Reflect.deleteProperty(globalThis, "document"));

    it("gives a new visitor an empty list, the same array each time", async () => {
      page("empty");
      const { shoppingList, startingItems, listStart } = await openPage();
      expect(shoppingList()).toEqual([]);
      expect(shoppingList()).toBe(shoppingList());
      expect(startingItems()).toEqual([]);
      expect(listStart()).toBe("empty");
      // So does data nobody can use.
      expect((await openPage("{oops")).shoppingList()).toEqual([]);
    });

    it("keeps the list a visitor already has", async () => {
      page("empty");
      const list =
        '{"version":2,"items":[{"kind":"ingredient","name":"apples","amount":5}]}';
      expect((await openPage(list)).shoppingList()).toEqual([ing("apples", 5)]);
    });

    it('starts with the examples when the page says "examples", or says nothing', async () => {
      page("examples");
      expect((await openPage()).shoppingList()).toEqual(START);
      page();
      expect((await openPage()).shoppingList()).toEqual(START);
    });
  });

  it("follows a change made in another tab without writing it back, and starts over when storage is cleared", async () => {
    // Subscribers hear it as every stored value's do (lib/stored-value.test.ts).
    const { shoppingList, saveShoppingList } = await openPage();
    const other =
      '{"version":2,"items":[{"kind":"ingredient","name":"salt","amount":3}]}';
    otherTab(STORAGE_KEY, other);
    expect(shoppingList()).toEqual([ing("salt", 3)]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(other);
    otherTab(null, null);
    expect(shoppingList()).toEqual(START);
    saveShoppingList([ing("tomatoes", 10)]);
    expect(saved().items).toEqual([ing("tomatoes", 10)]);
  });
});
