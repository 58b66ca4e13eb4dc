import "server-only";
import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { logFailure } from "@/lib/log-failure";
import { siteChanged } from "@/lib/site-changes";

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

/** What follows every catalogue save (an edit or a restore): unused photos go once the answer has gone. */
export async function catalogSaved(): Promise<void> {
  await siteChanged();
  after(removeUnusedPhotos);
}
