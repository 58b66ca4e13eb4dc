import { parseAmount } from "./amount";

describe("reading a typed amount", () => {
  it.each([
    ["1,5", 1.5],
    ["1.5", 1.5],
    [" 2 ", 2],
    ["0,25", 0.25],
    [",5", 0.5],
    [".5", 0.5],
    ["3.", 3],
    ["1 000", 1000],
    ["12 500,5", 12500.5],
    ["1\u00A0000", 1000],
    ["1\u202F000.25", 1000.25],
    ["-1", -1],
    ["+2", 2],
    ["0", 0],
  ])("reads %j as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("takes a comma or a point as the decimal mark, never as a thousands separator", () => {
    expect(parseAmount("1,000")).toBe(1);
    expect(parseAmount("1.000")).toBe(1);
  });

  it.each([
    "",
    "   ",
    "x",
    "1,5,5",
    "1.000,5",
    "1,000.5",
    "1 5",
    "10 00",
    "1e3",
    "Infinity",
    "NaN",
    "0x10",
    "2 bars",
  ])("reads %j as no number", (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});
