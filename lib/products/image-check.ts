import "server-only";
import { imageStore } from "@/lib/images";
import { productArtwork } from "./artwork";
import { productListSchema } from "./schema";
import { unknownImage } from "./image-rule";

/**
 * The catalogue schema plus what only the server can see: every picture must
 * exist, so the public cards never show a broken image. A site path must be
 * one of the artworks the editor offers; a photo must be in the image store
 * (listed once per save, and only when some product names a photo).
 */
export const savedCatalogSchema = productListSchema.superRefine(
  async (products, ctx) => {
    const artwork = new Set(await productArtwork());
    const photos = products.some((p) => p.imagePath.startsWith("/media/"))
      ? new Set((await imageStore().list()).map((f) => `/media/${f.key}`))
      : new Set<string>();
    products.forEach(({ imagePath }, index) => {
      if (unknownImage(imagePath, artwork, photos))
        ctx.addIssue({
          code: "custom",
          message: "imageMissing",
          path: [index, "imagePath"],
        });
    });
  },
);
