import "server-only";
import { after } from "next/server";
import { imageStore } from "@/lib/images";
import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf } from "@/lib/http/route";
import { removeUnusedPhotos } from "@/lib/products/after-save";
import { galleryStore, revalidateGallery } from "./index";
import { gallerySchema, type GalleryPicture } from "./schema";

/** The schema plus what only the server sees: every uploaded photo must be in the image store. */
export const savedGallerySchema = gallerySchema.superRefine(
  async (pictures, ctx) => {
    if (!pictures.some((p) => p.imagePath.startsWith("/media/"))) return;
    const photos = new Set(
      (await imageStore().list()).map((f) => `/media/${f.key}`),
    );
    pictures.forEach(({ imagePath }, index) => {
      if (imagePath.startsWith("/media/") && !photos.has(imagePath))
        ctx.addIssue({
          code: "custom",
          message: "imageMissing",
          path: [index, "imagePath"],
        });
    });
  },
);

/**
 * Saves the whole list over the version If-Match named (409 with the current
 * version when it moved); /gallery shows it on its next visit, and photos no
 * longer used anywhere are removed after the grace period, once answered.
 */
export async function saveGallery(
  pictures: GalleryPicture[],
  expected: string,
): Promise<Response> {
  const store = galleryStore();
  const version = await store.replace(pictures, expected);
  if (version === null) {
    const current = (await store.list()).version;
    throw new HttpError(
      409,
      "The gallery was changed since you fetched it; fetch the latest version before saving",
      {
        extra: { version: current },
        headers: { ETag: etagOf(current), "Cache-Control": "no-store" },
      },
    );
  }
  revalidateGallery();
  after(removeUnusedPhotos);
  return privateJson({ version, count: pictures.length }, 200, {
    ETag: etagOf(version),
  });
}
