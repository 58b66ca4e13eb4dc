import { sampleProduct } from "@/test/products/sample";
import { productSummary } from "./product-metadata";

const soap = { ...sampleProduct, name: "Aleppo soap 5 %" };

describe("a product page's search description", () => {
  it("is the subtitle and the description, as sentences", () => {
    expect(
      productSummary({
        ...soap,
        subtitle: "For oily skin",
        description: "Our strongest bar.",
      }),
    ).toBe("For oily skin. Our strongest bar.");
    expect(productSummary(soap)).toBe("");
  });

  it("is cut at a word to about 160 characters", () => {
    const summary = productSummary({
      ...soap,
      description: "Olive oil and laurel oil, ".repeat(20),
    });
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/oil…$/);
  });
});
