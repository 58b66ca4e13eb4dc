import sharp from "sharp";
import { saveImage } from "@/lib/images";
import { useTempDataDir } from "@/test/temp-data-dir";
import { ogPicture } from "./og-picture";

const typeOf = (dataUrl: string) => /^data:([^;]+);base64,./.exec(dataUrl)?.[1];
const stamp = () => ogPicture("/images/brand-stamp.svg");

describe("the picture on a product's social card", () => {
  useTempDataDir();

  it("is the product's artwork, read from the site's files", async () => {
    const picture = await ogPicture("/images/products/laurel-5.svg");
    expect(typeOf(picture)).toBe("image/svg+xml");
    expect(picture).not.toBe(await stamp());
  });

  it("is an uploaded photo turned into a PNG", async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#6b8e23" },
    })
      .jpeg()
      .toBuffer();
    const picture = await ogPicture(await saveImage(photo));
    expect(typeOf(picture)).toBe("image/png");
  });

  it.each([
    ["a picture elsewhere", "https://cdn.example.com/soap.jpg"],
    ["a photo no longer stored", "/media/0123456789abcdef0123.webp"],
    ["a path out of the images", "/images/../../package.json"],
    ["a missing artwork", "/images/products/none.svg"],
  ])("is the brand stamp for %s", async (_case, imagePath) => {
    expect(await ogPicture(imagePath)).toBe(await stamp());
  });
});
