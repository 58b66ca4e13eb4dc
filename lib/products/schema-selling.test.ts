import { productSchema } from "./schema";
import { productIssues, sampleProduct } from "@/test/products/sample";

describe("the optional selling fields", () => {
  const selling = {
    ...sampleProduct,
    price: 12.5,
    currency: "EUR",
    size: "200 g",
    stock: 12,
  };

  it("are optional: a product without them is valid and stays without them", () => {
    const parsed = productSchema.parse(sampleProduct);
    expect(parsed.price).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(sampleProduct);
  });

  it.each([
    ["a whole price", { price: 12 }],
    ["a price with cents", { price: 12.99 }],
    ["a price whose cents are a binary fraction", { price: 0.29 }],
    ["a large price", { price: 100_000 }],
    ["another currency", { currency: "GBP" }],
    ["out of stock", { stock: 0 }],
    ["a large stock", { stock: 1_000_000 }],
    ["a size of 40 characters", { size: "x".repeat(40) }],
  ])("accept %s", (_case, patch) => {
    expect(productIssues({ ...selling, ...patch })).toEqual({});
  });

  it("keep them, trimming the size", () => {
    expect(productSchema.parse({ ...selling, size: " 200 g " })).toMatchObject({
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      stock: 12,
    });
  });

  it("read an empty size as no size", () => {
    expect(
      productSchema.parse({ ...sampleProduct, size: "  " }).size,
    ).toBeUndefined();
  });

  it.each([
    ["a price of 0", { price: 0 }, { price: "pricePositive" }],
    ["a negative price", { price: -1 }, { price: "pricePositive" }],
    ["three decimals", { price: 12.345 }, { price: "priceDecimals" }],
    ["a price as text", { price: "12.50" }, { price: "priceNumber" }],
    [
      "a price that is not a number",
      { price: Number.NaN },
      { price: "priceNumber" },
    ],
    ["an enormous price", { price: 100_000.01 }, { price: "priceTooLarge" }],
    [
      "a lower-case currency",
      { currency: "eur" },
      { currency: "currencyInvalid" },
    ],
    ["a currency symbol", { currency: "€" }, { currency: "currencyInvalid" }],
    [
      "a four-letter currency",
      { currency: "EURO" },
      { currency: "currencyInvalid" },
    ],
    [
      "a code that is no currency",
      { currency: "ABC" },
      { currency: "currencyInvalid" },
    ],
    [
      "a currency that is not text",
      { currency: 978 },
      { currency: "currencyInvalid" },
    ],
    [
      "a size over 40 characters",
      { size: "x".repeat(41) },
      { size: "sizeTooLong" },
    ],
    ["a size that is not text", { size: 200 }, { size: "textRequired" }],
    ["a stock as text", { stock: "12" }, { stock: "stockInvalid" }],
    ["a stock below 0", { stock: -1 }, { stock: "stockInvalid" }],
    ["a stock with a fraction", { stock: 1.5 }, { stock: "stockInvalid" }],
    ["an enormous stock", { stock: 1_000_001 }, { stock: "stockInvalid" }],
  ])("refuse %s", (_case, patch, issues) => {
    expect(productIssues({ ...selling, ...patch })).toEqual(issues);
  });

  it("require a currency with a price", () => {
    const { currency, ...withoutCurrency } = selling;
    void currency;
    expect(productIssues(withoutCurrency)).toEqual({
      currency: "currencyRequired",
    });
    // A size or a stock alone needs no currency.
    expect(productIssues({ ...sampleProduct, size: "1 l", stock: 0 })).toEqual(
      {},
    );
  });
});
