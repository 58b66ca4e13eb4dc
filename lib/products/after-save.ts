import "server-only";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { revalidateCatalog } from "./page-cache";

/**
 * What follows every catalogue save (an edit or a restore): the pages show
 * the new list at once, and uploaded photos that neither the catalogue nor
 * any kept version uses any more are removed (after a grace period, so a
 * photo uploaded for edits not saved yet stays). The clean-up never holds
 * up or fails the save.
 */
export function catalogSaved(): void {
  revalidateCatalog();
  void keptImagePaths()
    .then((kept) => removeUnusedImages(kept))
    .catch((error: unknown) =>
      console.error(
        "[images] unused photos could not be removed:",
        error instanceof Error ? error.message : error,
      ),
    );
}
