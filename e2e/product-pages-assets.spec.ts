import { createHash } from "node:crypto";
import { expect, test } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { site } from "./support/product-pages";

test.describe("product pages' assets", () => {
  test("a product page's policy lists the hash of every inline script it runs", async ({
    request,
  }) => {
    const path = `/products/${seedProducts[6]!.id}`;
    // The first answer after a catalogue save is rendered afresh, before the
    // page cache gives it its policy (as on /products); the next is the stored page.
    await request.get(path);
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const inline = [
      ...(await response.text()).matchAll(
        /<script([^>]*)>([\s\S]*?)<\/script>/g,
      ),
    ]
      .filter(([, attributes]) => !/\b(src|type)=/.test(attributes!))
      .map(([, , body]) => body!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      const hash = createHash("sha256").update(body).digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  test("has a social card drawn for the product", async ({ page }) => {
    const product = seedProducts[5]!;
    await page.goto(`/products/${product.id}`);
    const image = page.locator('meta[property="og:image"]');
    const url = await image.getAttribute("content");
    expect(url).toMatch(
      new RegExp(`^${site}/products/${product.id}/opengraph-image`),
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      new RegExp(product.name),
    );
    const res = await page.request.get(url!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect((await res.body()).subarray(1, 4).toString()).toBe("PNG");
  });
});
