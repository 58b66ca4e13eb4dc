import { fakeWindow } from "@/test/memory-storage";
import { LANGUAGE_DESTINATION, storedLanguage } from "./preference";

const { localStorage } = fakeWindow();

describe("language preference", () => {
  it("defaults to English, and ignores an unknown stored value", () => {
    expect(storedLanguage.get()).toBe("en");
    localStorage.setItem("lang", "de");
    expect(storedLanguage.get()).toBe("en");
  });

  it("is stored under the key lang", () => {
    storedLanguage.set("fr");
    expect(localStorage.getItem("lang")).toBe("fr");
    expect(storedLanguage.get()).toBe("fr");
    storedLanguage.set("en");
    expect(storedLanguage.get()).toBe("en");
  });

  it("sends English to /home and French to /underconstruction", () => {
    expect(LANGUAGE_DESTINATION).toEqual({
      en: "/home",
      fr: "/underconstruction",
    });
  });
});
