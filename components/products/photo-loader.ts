import type { ImageLoader } from "next/image";
import { uploadedImageSources } from "@/lib/images/sources";

// Picks the smallest stored version at least as wide as asked; undefined for artwork, which next/image serves.
export function photoLoader(src: string): ImageLoader | undefined {
  const sources = uploadedImageSources(src);
  if (!sources) return undefined;
  const widths = [...sources.widths].sort((a, b) => a - b);
  return ({ width }) => {
    const chosen = widths.find((w) => w >= width) ?? widths.at(-1)!;
    return src.replace(/\.webp$/, `-${chosen}.webp`);
  };
}
