import "server-only";
import { galleryImagePaths } from "@/lib/gallery";
import { catalogChanges } from "./changes";
import { catalogStore } from "./index";

export type HistoryItem = Awaited<ReturnType<typeof catalogHistory>>[number];

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

/** A photo uploaded for a save still being edited is in no list yet: a clean-up should spare recent uploads. */
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
