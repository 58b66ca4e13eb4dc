import "server-only";
import type { Documents } from "@/lib/documents/types";
import type { GalleryPicture } from "./schema";

const PATH = "gallery";

export type Gallery = { pictures: GalleryPicture[]; version: string };

/**
 * The gallery as one document, `gallery` (its version is the gallery's):
 * the list in display order. With no document yet, `seed` (the drawings) is
 * written on first read, so the first save has a version to name.
 */
export function createGalleryStore(docs: Documents, seed: GalleryPicture[]) {
  const list = async (): Promise<Gallery> => {
    const { value, version } = await docs.get<GalleryPicture[]>(PATH);
    if (value !== null) return { pictures: Object.values(value), version };
    // Two processes starting together both try; the loser reads the winner's.
    await docs.putIfMatch(PATH, seed, version);
    return list();
  };
  return {
    list,
    /** Writes `pictures` if the gallery is still at `expected`; the new version, or null if it moved. */
    replace: (pictures: GalleryPicture[], expected: string) =>
      docs.putIfMatch(PATH, pictures, expected),
  };
}
