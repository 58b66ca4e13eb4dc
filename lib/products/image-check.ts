import "server-only";
import type { z } from "zod";
import { imageStore } from "@/lib/images";
import { productArtwork } from "./artwork";
import { productListSchema, unknownImage } from "./schema";

/**
 * `schema` plus what only the server can see: every picture it names must
 * exist, so the public pages never show a broken image. A site path must be
 * one of `artwork`; a photo must be in the image store (listed once per save,
 * and only when some item names a photo).
 */
export const picturesExist = <S extends z.ZodType<{ imagePath: string }[]>>(
  schema: S,
  artwork: () => Promise<Iterable<string>>,
) =>
  schema.superRefine(async (items, ctx) => {
    const known = new Set(await artwork());
    const photos = items.some((p) => p.imagePath.startsWith("/media/"))
      ? new Set((await imageStore().list()).map((f) => `/media/${f.key}`))
      : new Set<string>();
    items.forEach(({ imagePath }, index) => {
      if (unknownImage(imagePath, known, photos))
        ctx.addIssue({
          code: "custom",
          message: "imageMissing",
          path: [index, "imagePath"],
        });
    });
  });

/** A catalogue's site pictures are the artworks the editor offers. */
export const savedCatalogSchema = picturesExist(
  productListSchema,
  productArtwork,
);
