import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageStore } from "@/lib/images";
import { uploadedImageId, versionName } from "@/lib/images/sources";
import { isImagePath } from "@/lib/products/schema";

const FALLBACK = "/images/brand-stamp.svg";
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};
const PUBLIC = path.join(process.cwd(), "public");

const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString("base64")}`;

async function siteImage(imagePath: string): Promise<string | null> {
  const type = TYPES[path.extname(imagePath).toLowerCase()];
  if (!type || !imagePath.startsWith("/images/") || !isImagePath(imagePath))
    return null;
  const bytes = await readFile(path.join(PUBLIC, imagePath)).catch(() => null);
  return bytes ? dataUrl(type, bytes) : null;
}

/** An uploaded photo's 640 px version, as a PNG (the card renderer reads no WebP). */
async function uploadedPhoto(id: string): Promise<string | null> {
  const webp = await imageStore().get(versionName(id, 640));
  return webp ? dataUrl("image/png", await sharp(webp).png().toBuffer()) : null;
}

/** Read here as a data URL (the card is drawn without network); the brand stamp when unreadable or elsewhere. */
export async function ogPicture(imagePath: string): Promise<string> {
  const id = uploadedImageId(imagePath);
  const picture = await (id ? uploadedPhoto(id) : siteImage(imagePath)).catch(
    () => null,
  );
  return picture ?? (await siteImage(FALLBACK)) ?? "";
}
