import { perProcess } from "./per-process";

describe("perProcess", () => {
  it("makes a value once per key and again when the key changes", () => {
    const make = jest.fn(() => ({}));
    const first = perProcess("test-store", "a", make);
    expect(perProcess("test-store", "a", make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    const second = perProcess("test-store", "b", make);
    expect(second).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps values of different names apart", () => {
    const one = perProcess("test-one", "k", () => ({ name: "one" }));
    const two = perProcess("test-two", "k", () => ({ name: "two" }));
    expect(one.name).toBe("one");
    expect(two.name).toBe("two");
  });
});
