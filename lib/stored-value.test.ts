import * as z from "zod/mini";
import { fakeWindow } from "@/test/memory-storage";
import { createStoredValue } from "./stored-value";

const { localStorage, otherTab } = fakeWindow();
const schema = z.object({ n: z.number() });

beforeEach(() => localStorage.clear());

describe("a value kept in localStorage", () => {
  it("reads back what was written, the same object until the entry changes", () => {
    const value = createStoredValue("k", schema, { n: 0 });
    expect(value.get()).toEqual({ n: 0 });
    value.set({ n: 1 });
    expect(localStorage.getItem("k")).toBe('{"n":1}');
    expect(value.get()).toBe(value.get());
    expect(value.get()).toEqual({ n: 1 });
    value.set(null);
    expect(localStorage.getItem("k")).toBeNull();
    expect(value.get()).toEqual({ n: 0 });
  });

  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", '{"n":"1"}'],
    ["JSON null", "null"],
  ])("gives the fallback for %s", (_, raw) => {
    localStorage.setItem("k", raw);
    expect(createStoredValue("k", schema, { n: 0 }).get()).toEqual({ n: 0 });
  });

  it("stores a string as it is", () => {
    const lang = createStoredValue("lang", z.enum(["en", "fr"]), "en");
    lang.set("fr");
    expect(localStorage.getItem("lang")).toBe("fr");
    expect(lang.get()).toBe("fr");
  });

  it("tells every value of the key in this tab, and follows other tabs", () => {
    const a = createStoredValue("k", schema, { n: 0 });
    const b = createStoredValue("k", schema, { n: 0 });
    const heard = jest.fn();
    const stop = b.subscribe(heard);
    a.set({ n: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
    otherTab("k", '{"n":3}');
    expect(b.get()).toEqual({ n: 3 });
    otherTab(null, null);
    otherTab("other", "x");
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    a.set({ n: 4 });
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("keeps the value in memory when storage refuses it", () => {
    const value = createStoredValue("k", schema, { n: 0 });
    const setItem = jest
      .spyOn(localStorage, "setItem")
      .mockImplementation(() => {
        throw new Error("QuotaExceededError");
      });
    expect(() => value.set({ n: 5 })).not.toThrow();
    expect(value.get()).toEqual({ n: 5 });
    setItem.mockRestore();
  });
});
