import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { seedProducts } from "./seed";

export async function productArtwork(): Promise<string[]> {
  const known = seedProducts.map((p) => p.imagePath);
  let drawn: string[] = [];
  try {
    const dir = path.join(process.cwd(), "public", "images", "products");
    drawn = (await fs.readdir(dir))
      .filter((f) => f.endsWith(".svg"))
      .sort()
      .map((f) => `/images/products/${f}`);
  } catch {
    // No artwork folder (an unusual deployment): offer the catalogue's own paths.
  }
  return [...new Set([...known, ...drawn])];
}
