import "server-only";
import { after } from "next/server";
import { removeUnusedImages } from "@/lib/images";
import { keptImagePaths } from "./history";
import { logFailure } from "@/lib/log-failure";
import { siteChanged } from "@/lib/site-changes";

/** After a grace period, for photos uploaded for edits not saved yet. */
export function removeUnusedPhotos(): Promise<void> {
  return keptImagePaths()
    .then(removeUnusedImages)
    .then(
      () => undefined,
      (error: unknown) =>
        logFailure("[images] unused photos could not be removed", error),
    );
}

export async function catalogSaved(): Promise<void> {
  await siteChanged();
  after(removeUnusedPhotos);
}
