import { LANGUAGE_DESTINATION, readLanguage, saveLanguage } from "./preference";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe("language preference", () => {
  it("defaults to English", () => {
    expect(readLanguage(memoryStorage())).toBe("en");
    expect(readLanguage(undefined)).toBe("en");
  });

  it("is stored under the key lang", () => {
    const storage = memoryStorage();
    saveLanguage(storage, "fr");
    expect(storage.items.get("lang")).toBe("fr");
    expect(readLanguage(storage)).toBe("fr");
    saveLanguage(storage, "en");
    expect(readLanguage(storage)).toBe("en");
  });

  it("ignores an unknown stored value and a storage that throws", () => {
    const storage = memoryStorage();
    storage.setItem("lang", "de");
    expect(readLanguage(storage)).toBe("en");
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readLanguage(broken)).toBe("en");
    expect(() => saveLanguage(broken, "fr")).not.toThrow();
  });

  it("sends English to /home and French to /underconstruction", () => {
    expect(LANGUAGE_DESTINATION).toEqual({
      en: "/home",
      fr: "/underconstruction",
    });
  });
});
