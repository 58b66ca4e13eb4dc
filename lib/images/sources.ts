// Pure and free of server imports: the catalogue's cards, the viewer and the
// product schema (which runs in the editor's form) read uploaded paths too.

/**
 * Widths of the WebP versions kept for every uploaded photo. A version is
 * never wider than the original, so for a small photo the wider names hold
 * the same picture at its own size.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** The width of the version an uploaded photo's `imagePath` names. */
export const DEFAULT_WIDTH = 960;

const UPLOADED_PATH = /^\/media\/([0-9a-f]{20})\.webp$/;

/** The id in an uploaded photo's path (`/media/<id>.webp`); null for any other path. */
export function uploadedImageId(imagePath: string): string | null {
  return UPLOADED_PATH.exec(imagePath)?.[1] ?? null;
}

export type UploadedImageSources = {
  src: string;
  srcSet: string;
  widths: readonly number[];
};

/**
 * `src` and `srcSet` (one `<path> <width>w` entry per stored width) for an
 * uploaded photo, so an `<img>` with `sizes` loads only what its box needs;
 * null for anything else, such as the bundled artwork under /images/.
 */
export function uploadedImageSources(
  imagePath: string,
): UploadedImageSources | null {
  const id = uploadedImageId(imagePath);
  if (!id) return null;
  return {
    src: imagePath,
    srcSet: IMAGE_WIDTHS.map((w) => `/media/${id}-${w}.webp ${w}w`).join(", "),
    widths: IMAGE_WIDTHS,
  };
}
