import "server-only";
import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { revalidateCatalog } from "./catalog-pages";
import { logFailure } from "@/lib/log-failure";

/**
 * What follows every catalogue save (an edit or a restore). The pages show
 * the new list at once: each is rendered again on its next visit. Uploaded
 * photos that neither the catalogue nor any kept version uses are removed
 * (after a grace period, for photos uploaded for edits not saved yet) once
 * the answer has gone: the clean-up never holds up or fails the save.
 */
export function catalogSaved(): void {
  revalidateCatalog();
  after(() =>
    keptImagePaths()
      .then(removeUnusedImages)
      .catch((error: unknown) =>
        logFailure("[images] unused photos could not be removed", error),
      ),
  );
}
