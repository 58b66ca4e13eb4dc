import {
  formatMoney,
  minorDigits,
  moneyText,
  MOST_MINOR,
  orderTotal,
  parseMoney,
} from "./money";

describe("money in minor units", () => {
  it("knows each currency's decimals", () => {
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
  });

  it.each([
    ["9,50", "EUR", 950],
    ["9.5", "EUR", 950],
    ["9", "EUR", 900],
    [" 0,29 ", "EUR", 29],
    ["1 200", "EUR", 120000],
    ["1 200,75", "EUR", 120075],
    ["950", "JPY", 950],
    ["1,250", "KWD", 1250],
    ["0", "EUR", 0],
    [".5", "EUR", 50],
  ])("reads %j in %s as %d", (text, currency, minor) => {
    expect(parseMoney(text, currency)).toBe(minor);
  });

  it.each([
    ["", "EUR"],
    ["nine", "EUR"],
    ["-1", "EUR"],
    ["9.505", "EUR"],
    ["1,000", "EUR"],
    ["9.5", "JPY"],
    ["1e3", "EUR"],
    ["0x10", "EUR"],
    ["1.2.3", "EUR"],
    ["1000000", "EUR"],
  ])("refuses %j in %s", (text, currency) => {
    expect(parseMoney(text, currency)).toBeNull();
  });

  it("writes an amount as the owner would type it, which reads back the same", () => {
    for (const [minor, currency] of [
      [950, "EUR"],
      [5, "EUR"],
      [950, "JPY"],
      [1250, "KWD"],
      [MOST_MINOR, "EUR"],
    ] as const) {
      expect(parseMoney(moneyText(minor, currency), currency)).toBe(minor);
    }
    expect(moneyText(950, "EUR")).toBe("9.50");
    expect(moneyText(950, "JPY")).toBe("950");
  });

  it("formats for people", () => {
    expect(formatMoney(4650, "EUR")).toBe("€46.50");
    expect(formatMoney(950, "JPY")).toBe("JP¥950");
  });

  it("totals lines and shipping in whole minor units", () => {
    expect(
      orderTotal(
        [
          { quantity: 3, unitPrice: 10 },
          { quantity: 1, unitPrice: 20 },
        ],
        7,
      ),
    ).toBe(57);
    // 0.1 + 0.2 in cents is exact.
    expect(
      orderTotal(
        [
          { quantity: 1, unitPrice: 10 },
          { quantity: 1, unitPrice: 20 },
        ],
        0,
      ),
    ).toBe(30);
  });
});
