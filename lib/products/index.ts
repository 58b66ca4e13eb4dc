import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import { seedProducts } from "./seed";
import { createCatalogStore, type CatalogStore } from "./store";

export function catalogStore(): CatalogStore {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("catalogStore", key, () =>
    createCatalogStore(
      documents(),
      e.DATA_BACKEND === "local" ? seedProducts : undefined,
    ),
  );
}
