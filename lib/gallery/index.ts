import "server-only";
import { revalidatePath } from "next/cache";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { textOf } from "@/lib/i18n/text";
import { perProcess } from "@/lib/per-process";
import { DRAWINGS, drawingPath } from "./schema";
import { createGalleryStore } from "./store";

/** The drawings of the workshop, in the order of the production story: the gallery until the first save. */
function drawings() {
  const t = textOf("Gallery");
  return DRAWINGS.map((id, index) => ({
    id,
    imagePath: drawingPath(id),
    caption: t(`item${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}.caption`),
  }));
}

/** The gallery on the chosen backend's documents. */
export function galleryStore() {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("galleryStore", key, () =>
    createGalleryStore(documents(), drawings()),
  );
}

/** Every photo the gallery shows: the image clean-up keeps them. */
export async function galleryImagePaths(): Promise<string[]> {
  return (await galleryStore().list()).pictures.map((p) => p.imagePath);
}

/** After a save: /gallery renders the new list on its next visit. */
export const revalidateGallery = () => revalidatePath("/gallery");
