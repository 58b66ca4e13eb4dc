import type { ImageLoader } from "next/image";
import { uploadedImageSources } from "@/lib/images/sources";

/**
 * For an uploaded photo, a next/image loader that picks the smallest stored
 * version at least as wide as the browser asks for (so a phone downloads a
 * small file); undefined for the site's artwork, which next/image serves itself.
 */
export function photoLoader(src: string): ImageLoader | undefined {
  const sources = uploadedImageSources(src);
  if (!sources) return undefined;
  const widths = [...sources.widths].sort((a, b) => a - b);
  return ({ width }) => {
    const chosen = widths.find((w) => w >= width) ?? widths.at(-1)!;
    return src.replace(/\.webp$/, `-${chosen}.webp`);
  };
}
