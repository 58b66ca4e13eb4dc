import "server-only";
import { galleryImagePaths } from "@/lib/gallery";
import { catalogChanges } from "./changes";
import { catalogStore } from "./index";

/** One kept save as GET /api/products/history answers it. */
export type HistoryItem = Awaited<ReturnType<typeof catalogHistory>>[number];

/** The kept saves, newest first, each with what it changed since the one before it (none for the oldest kept). */
export async function catalogHistory() {
  const entries = await catalogStore().history();
  return entries.map(({ names, ...entry }, index) => {
    const previous = entries[index + 1];
    return {
      ...entry,
      changes: catalogChanges(previous?.names ?? names, names),
    };
  });
}

/**
 * Every image path the catalogue, a kept version or the gallery uses: an uploaded photo
 * outside this set is no longer needed, as no restore can bring it back.
 * A photo uploaded for a save still being edited is in no list yet, so a
 * clean-up should spare recent uploads.
 */
export async function keptImagePaths(): Promise<Set<string>> {
  const store = catalogStore();
  const [{ products }, entries, gallery] = await Promise.all([
    store.list(),
    store.history(),
    galleryImagePaths(),
  ]);
  const versions = await Promise.all(
    entries.map((e) => store.historyVersion(e.version)),
  );
  const paths = new Set<string>(gallery);
  for (const list of [products, ...versions]) {
    for (const p of list ?? []) if (p.imagePath) paths.add(p.imagePath);
  }
  return paths;
}
