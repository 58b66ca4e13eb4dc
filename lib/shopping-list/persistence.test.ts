import { STORAGE_KEY } from "./limits";
import { connectStorage, loadList, serializeList } from "./persistence";
import { createShoppingList } from "./store";
import { ing } from "@/test/shopping-list/items";

const START = [ing("apples", 5), ing("tomatoes", 10)];

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(STORAGE_KEY, initial);
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

const storageEvent = (fields: {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}) => Object.assign(new Event("storage"), fields);

describe("loading the stored list", () => {
  it("gives the starting list when nothing is stored", () => {
    expect(loadList(null)).toEqual(START);
    expect(loadList(undefined)).toEqual(START);
  });

  it("reads back what was saved, including an empty list", () => {
    const items = [ing("Olive oil", 2.5), ing("salt", 1)];
    expect(loadList(serializeList(items))).toEqual(items);
    expect(loadList(serializeList([]))).toEqual([]);
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
    ["a missing name", '{"version":1,"items":[{"amount":1}]}'],
  ])(
    "gives the starting list for corrupt data (%s), never an error",
    (_, raw) => {
      expect(loadList(raw)).toEqual(START);
    },
  );
});

describe("keeping the store and storage in step", () => {
  it("saves every change under the shopping-list key and tells same-tab observers", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createShoppingList(loadList(storage.getItem(STORAGE_KEY)));
    const saved = jest.fn();
    connectStorage(store, storage, events, saved);
    store.add(ing(" APPLES ", 2));
    expect(JSON.parse(storage.items.get(STORAGE_KEY)!)).toEqual({
      version: 2,
      items: [ing("apples", 7), ing("tomatoes", 10)],
    });
    expect(saved).toHaveBeenCalledTimes(1);
    // A reload finds the same list.
    expect(loadList(storage.getItem(STORAGE_KEY))).toEqual(store.getItems());
  });

  it("takes a change made in another tab without writing it back", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createShoppingList();
    const seen = jest.fn();
    store.subscribe(seen);
    connectStorage(store, storage, events);
    const otherTab = serializeList([ing("salt", 3)]);
    events.dispatchEvent(
      storageEvent({
        key: STORAGE_KEY,
        newValue: otherTab,
        storageArea: storage,
      }),
    );
    expect(store.getItems()).toEqual([ing("salt", 3)]);
    expect(seen).toHaveBeenCalledWith([ing("salt", 3)]);
    expect(storage.items.has(STORAGE_KEY)).toBe(false);

    // Another tab cleared all storage: start over. Other keys are ignored.
    events.dispatchEvent(storageEvent({ key: null, newValue: null }));
    expect(store.getItems()).toEqual(START);
    events.dispatchEvent(storageEvent({ key: "lang", newValue: "fr" }));
    expect(store.getItems()).toEqual(START);
    // sessionStorage changes are someone else's.
    events.dispatchEvent(
      storageEvent({ key: STORAGE_KEY, newValue: otherTab, storageArea: {} }),
    );
    expect(store.getItems()).toEqual(START);
    // Local changes are saved again afterwards.
    store.delete(0);
    expect(loadList(storage.items.get(STORAGE_KEY))).toEqual([
      ing("tomatoes", 10),
    ]);
  });

  it("keeps working when storage refuses to save, and stops after disconnecting", () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const events = new EventTarget();
    const store = createShoppingList();
    const disconnect = connectStorage(store, broken, events);
    expect(() => store.add(ing("salt", 1))).not.toThrow();
    expect(store.getItems()).toHaveLength(3);
    disconnect();
    events.dispatchEvent(
      storageEvent({ key: STORAGE_KEY, newValue: serializeList([]) }),
    );
    expect(store.getItems()).toHaveLength(3);
  });
});
