import { normalizeProducts, stableId } from "./normalize";
import { isImagePath, productListSchema, productSchema } from "./schema";
import { seedProducts } from "./seed";

const valid = {
  id: "laurel-5",
  name: "Aleppo soap",
  subtitle: "",
  description: "",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [{ name: "Olive oil (g)", amount: 95 }],
};

const issuesOf = (value: unknown) => {
  const result = productSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((i) => [i.path.join("."), i.message]),
      );
};

describe("product schema", () => {
  it("accepts the seed catalogue", () => {
    expect(productListSchema.safeParse(seedProducts).success).toBe(true);
  });

  it("requires an ingredient name and a positive amount", () => {
    expect(
      issuesOf({
        ...valid,
        ingredients: [
          { name: " ", amount: 1 },
          { name: "Water", amount: 0 },
          { name: "Lye", amount: Number.NaN },
          { name: "Oil", amount: "5" },
        ],
      }),
    ).toEqual({
      "ingredients.0.name": "ingredientNameRequired",
      "ingredients.1.amount": "amountPositive",
      "ingredients.2.amount": "amountNumber",
      "ingredients.3.amount": "amountNumber",
    });
  });

  it("requires a name and limits lengths", () => {
    expect(issuesOf({ ...valid, name: "" })).toEqual({ name: "nameRequired" });
    expect(issuesOf({ ...valid, description: "x".repeat(2001) })).toEqual({
      description: "descriptionTooLong",
    });
  });

  it("defaults missing ingredients to [] and drops unknown fields such as likes", () => {
    const { ingredients, ...rest } = valid;
    void ingredients;
    expect(productSchema.parse({ ...rest, likes: 5 })).toEqual({
      ...rest,
      ingredients: [],
    });
  });

  it("refuses duplicate ids in a list", () => {
    const result = productListSchema.safeParse([valid, valid]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: [1, "id"],
      message: "idDuplicate",
    });
  });

  it.each([
    ["/images/products/laurel-5.svg", true],
    ["/images/a/b_c-1.png", true],
    ["https://cdn.example.com/soap.jpg", false],
    ["/media/0123456789abcdef0123.webp", true],
    ["/media/0123456789abcdef0123-640.webp", false],
    ["/media/0123456789ABCDEF0123.webp", false],
    ["/media/../images/x.webp", false],
    ["/images/../secret", false],
    ["/other/soap.svg", false],
    ["http://cdn.example.com/soap.jpg", false],
    ["javascript:alert(1)", false],
    ["soap.svg", false],
  ])("image path %s is accepted: %s", (path, ok) => {
    expect(isImagePath(path)).toBe(ok);
  });
});

describe("the optional selling fields", () => {
  const selling = {
    ...valid,
    price: 12.5,
    currency: "EUR",
    size: "200 g",
    inStock: true,
  };

  it("are optional: a product without them is valid and stays without them", () => {
    const parsed = productSchema.parse(valid);
    expect(parsed.price).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(valid);
  });

  it.each([
    ["a whole price", { price: 12 }],
    ["a price with cents", { price: 12.99 }],
    ["a price whose cents are a binary fraction", { price: 0.29 }],
    ["a large price", { price: 100_000 }],
    ["another currency", { currency: "GBP" }],
    ["out of stock", { inStock: false }],
    ["a size of 40 characters", { size: "x".repeat(40) }],
  ])("accept %s", (_case, patch) => {
    expect(issuesOf({ ...selling, ...patch })).toEqual({});
  });

  it("keep them, trimming the size", () => {
    expect(productSchema.parse({ ...selling, size: " 200 g " })).toMatchObject({
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      inStock: true,
    });
  });

  it("read an empty size as no size", () => {
    expect(productSchema.parse({ ...valid, size: "  " }).size).toBeUndefined();
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
    ["a stock flag as text", { inStock: "yes" }, { inStock: "inStockInvalid" }],
  ])("refuse %s", (_case, patch, issues) => {
    expect(issuesOf({ ...selling, ...patch })).toEqual(issues);
  });

  it("require a currency with a price", () => {
    const { currency, ...withoutCurrency } = selling;
    void currency;
    expect(issuesOf(withoutCurrency)).toEqual({
      currency: "currencyRequired",
    });
    // A size or a stock flag alone needs no currency.
    expect(issuesOf({ ...valid, size: "1 l", inStock: false })).toEqual({});
  });
});

describe("normalising stored records", () => {
  it("reads arrays with holes, objects with numeric keys and null", () => {
    expect(normalizeProducts(null)).toEqual([]);
    expect(normalizeProducts([null, valid]).map((p) => p.id)).toEqual([
      "laurel-5",
    ]);
    expect(
      normalizeProducts({ "2": valid, "0": { ...valid, id: "a" } }).map(
        (p) => p.id,
      ),
    ).toEqual(["a", "laurel-5"]);
  });

  it("keeps ids unique and gives id-less records a stable id", () => {
    const products = normalizeProducts([valid, valid, { name: "No id" }]);
    expect(products.map((p) => p.id)).toEqual([
      "laurel-5",
      "laurel-5-1",
      stableId("No id", 2),
    ]);
    expect(stableId("No id", 2)).toBe(stableId("No id", 2));
    expect(stableId("No id", 2)).not.toBe(stableId("No id", 3));
  });

  it("reads numeric strings as amounts and missing ingredients as []", () => {
    const [p] = normalizeProducts([
      { name: "Old", ingredients: [{ name: "Oil", amount: "12.5" }] },
    ]);
    expect(p!.ingredients).toEqual([{ name: "Oil", amount: 12.5 }]);
    expect(normalizeProducts([{ name: "Bare" }])[0]!.ingredients).toEqual([]);
  });

  it("keeps usable selling details and drops the rest", () => {
    const [kept, dropped] = normalizeProducts([
      {
        ...valid,
        price: "12.50",
        currency: "eur",
        size: " 200 g ",
        inStock: false,
      },
      {
        ...valid,
        id: "b",
        price: -3,
        currency: "euro",
        size: " ",
        inStock: "yes",
      },
    ]);
    expect(kept).toMatchObject({
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      inStock: false,
    });
    expect(Object.keys(dropped!)).toEqual(Object.keys(valid));
  });
});
