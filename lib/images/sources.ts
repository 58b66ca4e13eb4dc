// Pure, no server imports: the catalogue's cards, the viewer and the product schema (in the editor's form) use it.

/** A version is never wider than the original: for a small photo the wider names hold it at its own size. */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** The width of the version an uploaded photo's `imagePath` names. */
export const DEFAULT_WIDTH = 960;

export const versionName = (id: string, width?: number) =>
  width === undefined ? `${id}.webp` : `${id}-${width}.webp`;

export const imagePathOf = (id: string) => `/media/${versionName(id)}`;

const NAME = new RegExp(
  `^([0-9a-f]{20})(?:-(?:${IMAGE_WIDTHS.join("|")}))?\\.webp$`,
);

/** null for names never made. */
export function idOfName(name: string): string | null {
  return NAME.exec(name)?.[1] ?? null;
}

const UPLOADED_PATH = /^\/media\/([0-9a-f]{20})\.webp$/;

export function uploadedImageId(imagePath: string): string | null {
  return UPLOADED_PATH.exec(imagePath)?.[1] ?? null;
}

/** null for anything but an uploaded photo, e.g. the bundled artwork under /images/. */
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
