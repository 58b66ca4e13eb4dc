import { normalizeProducts, stableId } from "./normalize";
import { sampleProduct } from "@/test/products/sample";

describe("normalising stored records", () => {
  it("reads null as no list and skips what is no product", () => {
    expect(normalizeProducts(null)).toEqual([]);
    expect(normalizeProducts({ "0": sampleProduct })).toEqual([]);
    expect(normalizeProducts([null, sampleProduct]).map((p) => p.id)).toEqual([
      "laurel-5",
    ]);
  });

  it("keeps ids unique and gives id-less records a stable id", () => {
    const products = normalizeProducts([
      sampleProduct,
      sampleProduct,
      { name: "No id" },
    ]);
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
        ...sampleProduct,
        price: "12.50",
        currency: "eur",
        size: " 200 g ",
        stock: "7",
      },
      {
        ...sampleProduct,
        id: "b",
        price: -3,
        currency: "euro",
        size: " ",
        stock: -2,
      },
    ]);
    expect(kept).toMatchObject({
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      stock: 7,
    });
    expect(Object.keys(dropped!)).toEqual(Object.keys(sampleProduct));
  });

  it("reads the stock flag of older data: out of stock as 0, in stock as not counted", () => {
    const [out, inStock, both, junk] = normalizeProducts([
      { ...sampleProduct, id: "out", inStock: false },
      { ...sampleProduct, id: "in", inStock: true },
      { ...sampleProduct, id: "both", inStock: false, stock: 4 },
      { ...sampleProduct, id: "junk", inStock: "no" },
    ]);
    expect(out).toEqual({ ...sampleProduct, id: "out", stock: 0 });
    expect(inStock).toEqual({ ...sampleProduct, id: "in" });
    expect(both!.stock).toBe(4);
    expect(junk).not.toHaveProperty("stock");
    for (const p of [out, inStock, both, junk])
      expect(p).not.toHaveProperty("inStock");
  });
});
