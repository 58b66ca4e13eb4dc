import type { Product } from "@/lib/products/types";
import { validateProducts } from "./validate";

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
