import "server-only";
import { env } from "@/lib/env";
import { databaseFromEnv } from "@/lib/firebase/from-env";
import { perProcess } from "@/lib/per-process";
import { createFirebaseStore } from "./firebase-store";
import { createLocalStore } from "./local-store";
import type { CatalogStore } from "./store";

export * from "./store";

/** The catalogue backend chosen by CATALOG_BACKEND (one per process, so the reader token is reused). */
export function catalogStore(): CatalogStore {
  const e = env();
  const key = `${e.CATALOG_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("catalogStore", key, () =>
    e.CATALOG_BACKEND === "firebase"
      ? createFirebaseStore(databaseFromEnv())
      : createLocalStore(),
  );
}
