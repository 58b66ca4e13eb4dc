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
 * What follows every catalogue save (an edit or a restore). The pages show
 * the new list at once. A page rebuilt on a visitor's request would be
 * streamed before the page cache adds its script hashes, so without a policy:
 * the server renders them itself, just after the save. Uploaded photos that
 * neither the catalogue nor any kept version uses are removed (after a grace
 * period, for photos uploaded for edits not saved yet). The clean-up never
 * holds up or fails the save.
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
    }, 50).unref();
  }
  void keptImagePaths()
    .then((kept) => removeUnusedImages(kept))
    .catch((error: unknown) =>
      logFailure("[images] unused photos could not be removed", error),
    );
}
