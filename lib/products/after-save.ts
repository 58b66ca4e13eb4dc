import "server-only";
import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { revalidateCatalog } from "./catalog-pages";
import { logFailure } from "@/lib/log-failure";

/**
 * Removes uploaded photos that neither the catalogue, any kept version nor
 * the gallery uses (after a grace period, for photos uploaded for edits not
 * saved yet). Run after the answer has gone: it never holds up or fails a save.
 */
export function removeUnusedPhotos(): Promise<void> {
  return keptImagePaths()
    .then(removeUnusedImages)
    .then(
      () => undefined,
      (error: unknown) =>
        logFailure("[images] unused photos could not be removed", error),
    );
}

/**
 * What follows every catalogue save (an edit or a restore). The pages show
 * the new list at once: each is rendered again on its next visit; unused
 * photos go once the answer has gone.
 */
export function catalogSaved(): void {
  revalidateCatalog();
  after(removeUnusedPhotos);
}
