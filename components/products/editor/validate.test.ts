import type { Product } from "@/lib/products/types";
import { newProduct, validateProducts } from "./validate";

const ARTWORK = [
  "/images/products/laurel-5.svg",
  "/images/products/gift-set.svg",
];

const soap = (imagePath: string): Product => ({
  id: "a",
  name: "Soap",
  subtitle: "",
  description: "",
  imagePath,
  ingredients: [],
});

describe("the editor's check of a product's picture", () => {
  it.each([
    ["/images/products/gift-set.svg"],
    ["/media/0123456789abcdef0123.webp"],
  ])("accepts an artwork or an uploaded photo: %s", (path) => {
    expect(validateProducts([soap(path)], ARTWORK).ok).toBe(true);
  });

  it.each([
    ["", "imageRequired"],
    ["https://cdn.example.com/soap.jpg", "imageInvalid"],
    ["/images/products/no-such-soap.svg", "imageMissing"],
    ["/media/0123456789abcdef0123-640.webp", "imageInvalid"],
  ])("refuses %s with %s", (path, key) => {
    expect(validateProducts([soap(path)], ARTWORK)).toEqual({
      ok: false,
      errors: { 0: { imagePath: key } },
    });
  });

  it("keeps the schema's messages beside the picture's", () => {
    const result = validateProducts(
      [{ ...soap("/images/products/none.svg"), name: "" }],
      ARTWORK,
    );
    expect(result).toEqual({
      ok: false,
      errors: { 0: { name: "nameRequired", imagePath: "imageMissing" } },
    });
  });
});

describe("a new product", () => {
  it("has a fresh id and no picture, so it cannot be saved with another soap's", () => {
    const [a, b] = [newProduct(), newProduct()];
    expect(a.id).toMatch(/^p-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ name: "", imagePath: "", ingredients: [] });
    expect(validateProducts([a], ARTWORK)).toMatchObject({
      ok: false,
      errors: { 0: { imagePath: "imageRequired" } },
    });
  });
});
