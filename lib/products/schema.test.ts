import { isImagePath, productListSchema, productSchema } from "./schema";
import { seedProducts } from "./seed";
import { productIssues, sampleProduct } from "@/test/products/sample";

describe("product schema", () => {
  it("accepts the seed catalogue", () => {
    expect(productListSchema.safeParse(seedProducts).success).toBe(true);
  });

  it("requires an ingredient name and a positive amount", () => {
    expect(
      productIssues({
        ...sampleProduct,
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
    expect(productIssues({ ...sampleProduct, name: "" })).toEqual({
      name: "nameRequired",
    });
    expect(
      productIssues({ ...sampleProduct, description: "x".repeat(2001) }),
    ).toEqual({
      description: "descriptionTooLong",
    });
  });

  it("defaults missing ingredients to [] and drops unknown fields such as likes", () => {
    const { ingredients, ...rest } = sampleProduct;
    void ingredients;
    expect(productSchema.parse({ ...rest, likes: 5 })).toEqual({
      ...rest,
      ingredients: [],
    });
  });

  it("refuses duplicate ids in a list", () => {
    const result = productListSchema.safeParse([sampleProduct, sampleProduct]);
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
