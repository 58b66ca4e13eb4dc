import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { textOf } from "@/lib/i18n/text";
import { perProcess } from "@/lib/per-process";
import { DRAWINGS, drawingPath, type GalleryPicture } from "./schema";

function drawings() {
  const t = textOf("Gallery");
  return DRAWINGS.map((id, index) => ({
    id,
    imagePath: drawingPath(id),
    caption: t(`item${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}.caption`),
  }));
}

/** With no document yet the drawings are written on first read, so the first save has a version to name. */
export function galleryStore() {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("galleryStore", key, () => {
    const docs = documents();
    const list = async (): Promise<{
      pictures: GalleryPicture[];
      version: string;
    }> => {
      const { value, version } = await docs.get<GalleryPicture[]>("gallery");
      if (value !== null) return { pictures: Object.values(value), version };
      // Two processes starting together both try; the loser reads the winner's.
      await docs.putIfMatch("gallery", drawings(), version);
      return list();
    };
    return {
      list,
      replace: (pictures: GalleryPicture[], expected: string) =>
        docs.putIfMatch("gallery", pictures, expected),
    };
  });
}

/** Every photo the gallery shows: the image clean-up keeps them. */
export async function galleryImagePaths(): Promise<string[]> {
  return (await galleryStore().list()).pictures.map((p) => p.imagePath);
}
