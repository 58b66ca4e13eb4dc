import { defaultShopDetails, shopDetailsSchema } from "./schema";

describe("the example-ingredients setting of the shop details", () => {
  const details = defaultShopDetails();

  it("is on until an editor saves (the specification's start)", () => {
    expect(details.exampleIngredients).toBe(true);
  });

  it.each([true, false])("keeps %p as sent", (exampleIngredients) => {
    const parsed = shopDetailsSchema.parse({ ...details, exampleIngredients });
    expect(parsed.exampleIngredients).toBe(exampleIngredients);
  });

  it.each([undefined, null, "true", "on", 1, 0])(
    "refuses %p with its own message",
    (exampleIngredients) => {
      const parsed = shopDetailsSchema.safeParse({
        ...details,
        exampleIngredients,
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({
          path: ["exampleIngredients"],
          message: "exampleIngredientsInvalid",
        }),
      ]);
    },
  );
});
