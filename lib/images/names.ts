import { createHash } from "node:crypto";
import { IMAGE_WIDTHS } from "./sources";

/** The first 20 hex digits of the SHA-256 of the uploaded bytes: the same photo always gets the same name. */
export function imageIdOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 20);
}

/** The stored name of one version: `<id>-<width>.webp`, or `<id>.webp` for the one `imagePath` names. */
export function versionName(id: string, width?: number): string {
  return width === undefined ? `${id}.webp` : `${id}-${width}.webp`;
}

/** What the catalogue stores as a product's `imagePath`. */
export function imagePathOf(id: string): string {
  return `/media/${versionName(id)}`;
}

const NAME = new RegExp(
  `^([0-9a-f]{20})(?:-(?:${IMAGE_WIDTHS.join("|")}))?\\.webp$`,
);

/** The photo a stored name (also the last segment of a /media/ URL) belongs to; null for names never made. */
export function idOfName(name: string): string | null {
  return NAME.exec(name)?.[1] ?? null;
}
