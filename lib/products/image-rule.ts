import { uploadedImageId } from "@/lib/images/sources";

/**
 * True when a well-formed picture path names nothing the site has: a site
 * path that is not one of its artworks, or a photo not among `photos` (pass
 * null where the stored photos are unknown, as in the browser: any upload
 * name is then taken on trust and the server checks it).
 */
export function unknownImage(
  imagePath: string,
  artwork: ReadonlySet<string>,
  photos: ReadonlySet<string> | null,
): boolean {
  if (uploadedImageId(imagePath) !== null)
    return photos !== null && !photos.has(imagePath);
  return imagePath.startsWith("/images/") && !artwork.has(imagePath);
}
