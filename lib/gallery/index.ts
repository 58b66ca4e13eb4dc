import "server-only";
import { documents, putOrConflict, toEtagVersion } from "@/lib/documents";
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

/**
 * A read never writes (it runs in `next build`, and as a reader the rules may let only read): with no
 * document yet it answers the six drawings at the unsaved version, which the first save names.
 */
export function galleryStore() {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("galleryStore", key, () => {
    const docs = documents();
    return {
      async list(): Promise<{ pictures: GalleryPicture[]; version: string }> {
        const { value, version } = await docs.get<GalleryPicture[]>("gallery");
        return {
          pictures: value === null ? drawings() : Object.values(value),
          version: toEtagVersion(version),
        };
      },
      /** The new version; a ConflictError when `expected` moved. */
      replace: (pictures: GalleryPicture[], expected: string) =>
        putOrConflict(
          docs,
          "gallery",
          pictures,
          expected,
          "The gallery was changed since you fetched it; fetch the latest version before saving",
        ),
    };
  });
}

/** Every photo the gallery shows: the image clean-up keeps them. */
export async function galleryImagePaths(): Promise<string[]> {
  return (await galleryStore().list()).pictures.map((p) => p.imagePath);
}
