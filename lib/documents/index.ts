import "server-only";
import { env } from "@/lib/env";
import { databaseFromEnv } from "@/lib/firebase/from-env";
import { perProcess } from "@/lib/per-process";
import { createFirebaseDocuments } from "./firebase";
import { createSqliteDocuments } from "./sqlite";
import type { Documents } from "./types";

export * from "./types";

/** The documents of the backend the environment chooses (one per process, so the reader token is reused). */
export function documents(): Documents {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.FIREBASE_DATABASE_URL ?? ""}|${e.FIREBASE_DATABASE_EMULATOR_HOST ?? ""}`;
  return perProcess("documents", key, () =>
    e.DATA_BACKEND === "firebase"
      ? createFirebaseDocuments(databaseFromEnv())
      : createSqliteDocuments(),
  );
}
