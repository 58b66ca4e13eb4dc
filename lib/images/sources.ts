// Names and paths of uploaded photos. Pure and free of server imports: the
// catalogue's cards, the viewer and the product schema (which runs in the
// editor's form) read uploaded paths too.

/**
 * Widths of the WebP versions kept for every uploaded photo. A version is
 * never wider than the original, so for a small photo the wider names hold
 * the same picture at its own size.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** The width of the version an uploaded photo's `imagePath` names. */
export const DEFAULT_WIDTH = 960;

/** The stored name of one version: `<id>-<width>.webp`, or `<id>.webp` for the one `imagePath` names. */
export const versionName = (id: string, width?: number) =>
  width === undefined ? `${id}.webp` : `${id}-${width}.webp`;

/** What the catalogue stores as a product's `imagePath`. */
export const imagePathOf = (id: string) => `/media/${versionName(id)}`;

const NAME = new RegExp(
  `^([0-9a-f]{20})(?:-(?:${IMAGE_WIDTHS.join("|")}))?\\.webp$`,
);

/** The photo a stored name (also the last segment of a /media/ URL) belongs to; null for names never made. */
export function idOfName(name: string): string | null {
  return NAME.exec(name)?.[1] ?? null;
}

const UPLOADED_PATH = /^\/media\/([0-9a-f]{20})\.webp$/;

/** The id in an uploaded photo's path (`/media/<id>.webp`); null for any other path. */
export function uploadedImageId(imagePath: string): string | null {
  return UPLOADED_PATH.exec(imagePath)?.[1] ?? null;
}

/**
 * `src` and `srcSet` (one `<path> <width>w` entry per stored width) for an
 * uploaded photo, so an `<img>` with `sizes` loads only what its box needs;
 * null for anything else, such as the bundled artwork under /images/.
 */
export function uploadedImageSources(imagePath: string) {
  const id = uploadedImageId(imagePath);
  if (!id) return null;
  return {
    src: imagePath,
    srcSet: IMAGE_WIDTHS.map((w) => `/media/${versionName(id, w)} ${w}w`).join(
      ", ",
    ),
    widths: IMAGE_WIDTHS as readonly number[],
  };
}
