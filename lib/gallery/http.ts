import "server-only";
import { after } from "next/server";
import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf } from "@/lib/http/route";
import { removeUnusedPhotos } from "@/lib/products/after-save";
import { siteChanged } from "@/lib/site-changes";
import { picturesExist } from "@/lib/products/image-check";
import { galleryStore } from "./index";
import {
  DRAWINGS,
  drawingPath,
  gallerySchema,
  type GalleryPicture,
} from "./schema";

export const savedGallerySchema = picturesExist(gallerySchema, async () =>
  DRAWINGS.map(drawingPath),
);

/** 409 with the current version when it moved; unused photos go after the grace period, once answered. */
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
  await siteChanged();
  after(removeUnusedPhotos);
  return privateJson({ version, count: pictures.length }, 200, {
    ETag: etagOf(version),
  });
}
