import "server-only";
import sharp, { type Metadata } from "sharp";
import { InvalidError } from "@/lib/documents/types";
import { ACCEPTED_FORMATS, sniffFormat, type AcceptedFormat } from "./format";
import { IMAGE_WIDTHS } from "./sources";

/** "format": not a usable image; "size": too large to process (more bytes than an upload may have is the route's). */
export const imageRejected = (kind: "format" | "size", message: string) =>
  new InvalidError(message, { file: message }, kind);

// Phone cameras save 12 to 48 megapixels; more than this is a decompression bomb or a scan.
const MAX_PIXELS = 50_000_000;
// Abort on truncated or corrupt pixel data, not on the harmless warnings some cameras cause.
const INPUT = { failOn: "error", limitInputPixels: MAX_PIXELS } as const;
const QUALITY = 80;
// WebP's limit per side; versions are at most max(IMAGE_WIDTHS) wide, so only a very tall photo hits it.
const WEBP_MAX_SIDE = 16383;

// libvips reads AVIF as HEIF: only the AV1 kind is AVIF (HEVC-coded HEIC is not).
const matches = (format: AcceptedFormat, m: Metadata) =>
  format === "avif"
    ? m.format === "heif" && m.compression === "av1"
    : m.format === format;

function unreadable(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    throw imageRejected(
      "size",
      `The image has too many pixels: at most ${MAX_PIXELS / 1_000_000} megapixels are accepted`,
    );
  throw imageRejected(
    "format",
    `The image could not be read: it is damaged or incomplete. Upload a ${ACCEPTED_FORMATS} photo`,
  );
}

/** Format judged by content only; orientation applied; all metadata (EXIF with GPS, XMP, ICC) dropped; colours in sRGB. */
export async function processImage(
  bytes: Buffer,
): Promise<{ width: number; bytes: Buffer }[]> {
  const sniffed = sniffFormat(bytes);
  if ("refused" in sniffed)
    throw imageRejected(
      "format",
      `This file is ${sniffed.refused}; only ${ACCEPTED_FORMATS} images are accepted`,
    );
  const metadata = await sharp(bytes, INPUT).metadata().catch(unreadable);
  if (!matches(sniffed.accepted, metadata))
    throw imageRejected(
      "format",
      `This file looks like ${sniffed.accepted.toUpperCase()} but is not; only ${ACCEPTED_FORMATS} images are accepted`,
    );

  // Decode once, at the largest width needed; the smaller versions come from these pixels.
  const pixels = await sharp(bytes, INPUT)
    .rotate()
    .resize({ width: Math.max(...IMAGE_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(unreadable);
  const { width, height, channels } = pixels.info;
  if (height > WEBP_MAX_SIDE)
    throw imageRejected(
      "size",
      `The image is too tall for its width: ${width} pixels wide, it would be ${height} pixels tall, and at most ${WEBP_MAX_SIDE} are possible. Crop it, then upload it again`,
    );
  const encoded = new Map<number, Promise<Buffer>>();
  const encode = (target: number) =>
    sharp(pixels.data, { raw: { width, height, channels } })
      .resize({ width: target })
      .webp({ quality: QUALITY })
      .toBuffer();
  return Promise.all(
    IMAGE_WIDTHS.map(async (nominal) => {
      const target = Math.min(nominal, width);
      if (!encoded.has(target)) encoded.set(target, encode(target));
      return { width: nominal, bytes: await encoded.get(target)! };
    }),
  );
}
