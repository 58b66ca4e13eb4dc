import { uploadedImageSources } from "./sources";

describe("sources of an uploaded photo", () => {
  it("lists every stored width for srcset, the main path as src", () => {
    expect(uploadedImageSources("/media/0123456789abcdef0123.webp")).toEqual({
      src: "/media/0123456789abcdef0123.webp",
      srcSet:
        "/media/0123456789abcdef0123-320.webp 320w, /media/0123456789abcdef0123-640.webp 640w, /media/0123456789abcdef0123-960.webp 960w, /media/0123456789abcdef0123-1600.webp 1600w",
      widths: [320, 640, 960, 1600],
    });
  });

  it.each([
    "/images/products/laurel-5.svg",
    "https://cdn.example.com/soap.webp",
    "/media/0123456789abcdef0123-640.webp",
    "/media/0123456789abcdef.webp",
    "/media/0123456789abcdef0123.webp?x=1",
  ])("is null for any other path: %s", (path) => {
    expect(uploadedImageSources(path)).toBeNull();
  });
});
