import type { Locator } from "@playwright/test";
import sharp from "sharp";

/**
 * What an element looks like on screen: its screenshot's pixels, read at a point
 * given as a share of its width and height (0 to 1), so the device pixel ratio of
 * the project does not matter.
 */
export async function pixelsOf(element: Locator) {
  const png = await element.screenshot();
  const { data, info } = await sharp(png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): [number, number, number] => {
    const col = Math.min(info.width - 1, Math.floor(x * info.width));
    const row = Math.min(info.height - 1, Math.floor(y * info.height));
    const i = (row * info.width + col) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  /** Pixels clearly unlike `colour`. */
  const unlike = (colour: [number, number, number]) => {
    let count = 0;
    for (let i = 0; i < data.length; i += 3)
      if (distance([data[i]!, data[i + 1]!, data[i + 2]!], colour) > 60)
        count++;
    return count;
  };
  return { at, unlike, total: info.width * info.height };
}

/** How far apart two colours are (Euclidean, in RGB). */
export const distance = (
  a: [number, number, number],
  b: [number, number, number],
) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
