import { renderToStaticMarkup } from "react-dom/server";
import { ProductPicture } from "./product-picture";

const attribute = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe("a product page's picture", () => {
  it("lets the browser pick an uploaded photo's stored width for a large picture", () => {
    const html = renderToStaticMarkup(
      <ProductPicture
        src="/media/0123456789abcdef0123.webp"
        alt="Laurel 40%"
      />,
    );
    expect(attribute(html, "alt")).toBe("Laurel 40%");
    expect(attribute(html, "sizes")).toBe("(max-width: 959px) 100vw, 540px");
    const srcset = attribute(html, "srcSet") ?? attribute(html, "srcset");
    expect(srcset).toContain("/media/0123456789abcdef0123-640.webp 640w");
    expect(srcset).toContain("/media/0123456789abcdef0123-1600.webp");
    expect(
      attribute(html, "fetchPriority") ?? attribute(html, "fetchpriority"),
    ).toBe("high");
    expect(attribute(html, "loading")).toBe("eager");
  });

  it("serves the site's artwork as it is", () => {
    const html = renderToStaticMarkup(
      <ProductPicture src="/images/products/laurel-5.svg" alt="Laurel 5%" />,
    );
    expect(attribute(html, "src")).toBe("/images/products/laurel-5.svg");
    expect(attribute(html, "width")).toBe("960");
    expect(attribute(html, "height")).toBe("720");
  });
});
