import "server-only";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { revalidateCatalog } from "./page-cache";
import { productPath } from "./paths";
import type { Product } from "./types";
import { logFailure } from "@/lib/log-failure";

/** Set by scripts/server.mjs: renders pages through a private loopback listener. */
const renderAhead = () =>
  (globalThis as { __renderPagesAhead?: (paths: string[]) => Promise<void> })
    .__renderPagesAhead;

/**
 * A page rebuilt on a visitor's request is streamed before the page cache
 * adds its script hashes, so that first answer would carry no policy: the
 * server renders the catalogue's pages itself, right after the save.
 */
const AHEAD_DELAY_MS = 50;

/**
 * What follows every catalogue save (an edit or a restore): the pages show
 * the new list at once (rendered ahead with their policy), and uploaded photos that neither the catalogue nor
 * any kept version uses any more are removed (after a grace period, so a
 * photo uploaded for edits not saved yet stays). The clean-up never holds
 * up or fails the save.
 */
export function catalogSaved(products: readonly Pick<Product, "id">[]): void {
  revalidateCatalog();
  const render = renderAhead();
  if (render) {
    const paths = [
      "/products",
      "/sitemap.xml",
      ...products.map((p) => productPath(p.id)),
    ];
    // After this answer: the revalidation takes effect when the request ends.
    setTimeout(() => {
      render(paths).catch((error: unknown) =>
        console.warn("[pages] could not render ahead:", error),
      );
    }, AHEAD_DELAY_MS).unref();
  }
  void keptImagePaths()
    .then((kept) => removeUnusedImages(kept))
    .catch((error: unknown) =>
      logFailure("[images] unused photos could not be removed", error),
    );
}
