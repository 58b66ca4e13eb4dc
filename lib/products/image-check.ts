import "server-only";
import type { z } from "zod";
import { imageStore } from "@/lib/images";
import { productArtwork } from "./artwork";
import { productListSchema, unknownImage } from "./schema";

/** Every picture must exist, so the public pages never show a broken image. */
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

export const savedCatalogSchema = picturesExist(
  productListSchema,
  productArtwork,
);
