import "server-only";
import { after } from "next/server";
import { privateJson } from "@/lib/http/responses";
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

/** Unused photos go after the grace period, once answered. */
export async function saveGallery(
  pictures: GalleryPicture[],
  expected: string,
): Promise<Response> {
  const version = await galleryStore().replace(pictures, expected);
  await siteChanged();
  after(removeUnusedPhotos);
  return privateJson({ version, count: pictures.length }, 200, {
    ETag: etagOf(version),
  });
}
