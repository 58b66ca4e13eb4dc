import { photoLoader } from "./photo-loader";

describe("the uploaded photos' image loader", () => {
  const path = "/media/0123456789abcdef0123.webp";

  it("picks the smallest stored width that covers what the browser asks for", () => {
    const load = photoLoader(path)!;
    expect(load({ src: path, width: 300 })).toBe(
      "/media/0123456789abcdef0123-320.webp",
    );
    expect(load({ src: path, width: 640 })).toBe(
      "/media/0123456789abcdef0123-640.webp",
    );
    expect(load({ src: path, width: 1080 })).toBe(
      "/media/0123456789abcdef0123-1600.webp",
    );
    expect(load({ src: path, width: 3840 })).toBe(
      "/media/0123456789abcdef0123-1600.webp",
    );
  });

  it("leaves the site's artwork to next/image", () => {
    expect(photoLoader("/images/products/laurel-5.svg")).toBeUndefined();
  });
});
