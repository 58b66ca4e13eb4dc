import { parseAmount } from "@/lib/shopping-list/amount";
import {
  AMOUNT_PATTERN,
  LIST_LIMITS,
  validateContact,
  validateListRow,
} from "./schema";
import { good, warningsFor } from "@/test/contact/schema-cases";

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Soap ${i}`, amount: 1 }));

describe("contact schema: an order list sent with the message", () => {
  it("accepts a list and cleans its names", () => {
    const result = validateContact({
      ...good,
      list: [
        { name: "  Aleppo soap, 40% laurel oil ", amount: 2 },
        { name: "Olive\r\noil", amount: 1.5, extra: true },
      ],
    });
    expect(result).toEqual({
      ok: true,
      message: {
        ...good,
        list: [
          { name: "Aleppo soap, 40% laurel oil", amount: 2 },
          { name: "Olive oil", amount: 1.5 },
        ],
      },
    });
  });

  it("is optional: missing, null and empty all mean no list", () => {
    for (const list of [undefined, null, []]) {
      const result = validateContact({ ...good, list });
      expect(result.ok).toBe(true);
      expect(result.ok && result.message.list).toBeUndefined();
    }
  });

  it("holds at most 50 items", () => {
    expect(warningsFor({ list: items(LIST_LIMITS.items) })).toEqual({});
    expect(warningsFor({ list: items(LIST_LIMITS.items + 1) })).toEqual({
      list: "listTooLong",
    });
  });

  it("names each item in 1 to 100 characters, after trimming", () => {
    const named = (name: unknown) =>
      warningsFor({ list: [{ name, amount: 1 }] });
    expect(named("n".repeat(100))).toEqual({});
    expect(named("n".repeat(101))).toEqual({ list: "listNameTooLong" });
    expect(named(` ${"n".repeat(100)} `)).toEqual({});
    for (const name of ["", "   ", undefined, 42])
      expect(named(name)).toEqual({ list: "listNameRequired" });
  });

  it("takes positive, finite amounts of at most one million", () => {
    const amounting = (amount: unknown) =>
      warningsFor({ list: [{ name: "Soap", amount }] });
    for (const amount of [0.001, 1, 2.5, LIST_LIMITS.amount])
      expect(amounting(amount)).toEqual({});
    for (const amount of [
      0,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "x",
      "2",
      null,
      undefined,
    ])
      expect(amounting(amount)).toEqual({ list: "listAmountInvalid" });
    expect(amounting(LIST_LIMITS.amount + 1)).toEqual({
      list: "listAmountTooLarge",
    });
  });

  it("must be a list of items", () => {
    for (const list of ["Soap x 2", 42, { name: "Soap", amount: 1 }, true])
      expect(warningsFor({ list })).toEqual({ list: "listInvalid" });
    for (const list of [["Soap"], [null], [[1]]])
      expect(warningsFor({ list })).toEqual({ list: "listInvalid" });
  });

  it("is reported beside the other failing fields", () => {
    expect(
      warningsFor({ name: "", list: [{ name: "Soap", amount: 0 }] }),
    ).toEqual({ name: "nameRequired", list: "listAmountInvalid" });
  });

  it("checks one row for the form, both fields at once", () => {
    expect(validateListRow({ name: "Soap", amount: 2 })).toEqual({});
    expect(validateListRow({ name: " ", amount: Number.NaN })).toEqual({
      name: "listNameRequired",
      amount: "listAmountInvalid",
    });
  });
});

describe("the amount rule without JavaScript", () => {
  it("lets the browser accept what the server reads as a number, and refuse the rest", () => {
    // Browsers apply the pattern attribute whole, with the "v" flag.
    const pattern = new RegExp(`^(?:${AMOUNT_PATTERN})$`, "v");
    for (const text of [
      "2",
      "1,5",
      "1.5",
      ".5",
      "3.",
      " 4 ",
      "1 000",
      "12 500,25",
    ]) {
      expect(pattern.test(text)).toBe(true);
      expect(parseAmount(text)).toBeGreaterThan(0);
    }
    for (const text of [
      "x",
      "1,5,5",
      "1 5",
      "1e3",
      "-1",
      "2 bars",
      ".",
      "1.000,5",
    ])
      expect(pattern.test(text)).toBe(false);
  });
});
