import { readTypedLine } from "./item";

describe("reading what the list's form typed", () => {
  it("reads a decimal comma or point the same way", () => {
    expect(readTypedLine("ingredient", " Olive oil ", "1,5")).toEqual({
      value: { name: "Olive oil", amount: 1.5 },
      errors: {},
    });
    expect(readTypedLine("ingredient", "Olive oil", "1.5").value).toEqual({
      name: "Olive oil",
      amount: 1.5,
    });
    expect(readTypedLine("ingredient", "Water", "1 000").value?.amount).toBe(
      1000,
    );
  });

  it("names both wrong fields at once", () => {
    expect(readTypedLine("ingredient", "", "x")).toEqual({
      value: null,
      errors: { name: "nameRequired", amount: "amountInvalid" },
    });
    expect(readTypedLine("ingredient", "x".repeat(81), "-1").errors).toEqual({
      name: "nameTooLong",
      amount: "amountPositive",
    });
    expect(readTypedLine("ingredient", " ", "").errors).toEqual({
      name: "nameRequired",
      amount: "amountInvalid",
    });
  });

  it("wants a whole number of bars for a soap", () => {
    expect(readTypedLine("soap", "Laurel 40%", "3").value).toEqual({
      name: "Laurel 40%",
      amount: 3,
    });
    for (const amount of ["1,5", "0", "x"])
      expect(readTypedLine("soap", "Laurel 40%", amount).errors).toEqual({
        amount: "barsWhole",
      });
    expect(readTypedLine("soap", "", "0").errors).toEqual({
      name: "nameRequired",
      amount: "barsWhole",
    });
  });
});
