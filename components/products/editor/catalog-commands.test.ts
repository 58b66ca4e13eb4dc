import { sendCommand, takeCommand } from "./catalog-commands";

/** Storage as the browser's, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("Manage menu commands", () => {
  afterEach(() => jest.useRealTimers());

  it("reach the editor once through the tab's storage", () => {
    const storage = memoryStorage();
    expect(takeCommand(storage)).toBeNull();
    sendCommand(storage, "fetch");
    expect(takeCommand(storage)).toBe("fetch");
    expect(takeCommand(storage)).toBeNull();
    sendCommand(storage, "save");
    expect(takeCommand(storage)).toBe("save");
  });

  it("are dropped after a minute, never run later by surprise", () => {
    jest.useFakeTimers();
    const storage = memoryStorage();
    sendCommand(storage, "save");
    jest.advanceTimersByTime(61_000);
    expect(takeCommand(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("are only fetch and save, whatever else the storage holds", () => {
    const storage = memoryStorage();
    for (const text of [
      "fetch",
      "{",
      JSON.stringify({ command: "delete", at: Date.now() }),
      JSON.stringify({ command: "save" }),
      JSON.stringify({ command: "SAVE", at: Date.now() }),
    ]) {
      storage.setItem("halabi.catalog-command", text);
      expect(takeCommand(storage)).toBeNull();
    }
  });
});
