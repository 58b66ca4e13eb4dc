import type { Product } from "@/lib/products/types";
import { productJsonLd } from "./product-json-ld";

const soap: Product = {
  id: "laurel-12",
  name: "Aleppo soap 12 %",
  subtitle: "12 % laurel oil",
  description: "For normal skin.",
  imagePath: "/images/products/laurel-12.svg",
  ingredients: [{ name: "Olive oil", amount: 88 }],
};
const context = {
  base: "https://halabi-soap.example.com",
  brand: "Halabi Soap House",
  home: "Home",
  products: "Products",
};
const page = "https://halabi-soap.example.com/products/laurel-12";

describe("a product page's JSON-LD", () => {
  it("describes the product with an absolute image and the brand", () => {
    const { product } = productJsonLd(soap, context);
    expect(product).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${page}#product`,
      url: page,
      sku: "laurel-12",
      name: "Aleppo soap 12 %",
      description: "For normal skin.",
      image: "https://halabi-soap.example.com/images/products/laurel-12.svg",
      brand: { "@type": "Brand", name: "Halabi Soap House" },
    });
  });

  it("has no offer without a price", () => {
    const { product } = productJsonLd(
      { ...soap, stock: 4, currency: "EUR", size: "200 g" },
      context,
    );
    expect(product).not.toHaveProperty("offers");
    expect(product).toMatchObject({ size: "200 g" });
  });

  it("offers the price, its currency and the stock when they are set", () => {
    const priced = { ...soap, price: 12.5, currency: "EUR" };
    expect(
      productJsonLd({ ...priced, stock: 4 }, context).product,
    ).toMatchObject({
      offers: {
        "@type": "Offer",
        url: page,
        price: "12.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    });
    expect(
      productJsonLd({ ...priced, stock: 0 }, context).product.offers,
    ).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(productJsonLd(priced, context).product.offers).not.toHaveProperty(
      "availability",
    );
  });

  it("keeps a remote picture's address and falls back to the subtitle or name", () => {
    const remote = {
      ...soap,
      description: "",
      imagePath: "https://cdn.example.com/soap.jpg",
    };
    const { product } = productJsonLd(remote, context);
    expect(product.image).toBe("https://cdn.example.com/soap.jpg");
    expect(product.description).toBe("12 % laurel oil");
    expect(
      productJsonLd({ ...remote, subtitle: "" }, context).product.description,
    ).toBe("Aleppo soap 12 %");
  });

  it("leads from Home through Products to the product", () => {
    const { breadcrumb } = productJsonLd(soap, context);
    expect(breadcrumb).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Home",
          item: "https://halabi-soap.example.com/home",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Products",
          item: "https://halabi-soap.example.com/products",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Aleppo soap 12 %",
          item: page,
        },
      ],
    });
  });
});
