import "server-only";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import { createFirebaseMessageStore } from "./firebase-store";
import { createLocalMessageStore } from "./local-store";
import type { MessageStore } from "./types";

/**
 * Messages live with the catalogue: in the embedded database, or in the
 * Realtime Database when DATA_BACKEND=firebase, so they outlive an
 * instance without a lasting disk and every instance sees the same ones.
 */
export function messageStore(): MessageStore {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}|${e.FIREBASE_DATABASE_EMULATOR_HOST ?? ""}`;
  return perProcess("messageStore", key, () =>
    e.DATA_BACKEND === "firebase"
      ? createFirebaseMessageStore()
      : createLocalMessageStore(),
  );
}
