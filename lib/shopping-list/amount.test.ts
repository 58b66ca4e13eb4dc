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

  it.each([
    ["75 %", 75],
    ["75%", 75],
    ["75,5", 75.5],
    ["75,5 %", 75.5],
    [" 12.9\u00A0% ", 12.9],
    ["100", 100],
  ])("reads %j as %d where the amount is a share", (text, value) => {
    expect(parseAmount(text, { percent: true })).toBe(value);
  });

  it.each(["%", "75 % %", "% 75", "75 %s", "75 bars"])(
    "reads %j as no share",
    (text) => {
      expect(parseAmount(text, { percent: true })).toBeNaN();
    },
  );

  it("reads a percent sign as no number where the amount is not a share (a shopping list's)", () => {
    expect(parseAmount("75 %")).toBeNaN();
    expect(parseAmount("75%")).toBeNaN();
  });
});
