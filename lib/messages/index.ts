import "server-only";
import { env } from "@/lib/env";
import { createFirebaseMessageStore } from "./firebase-store";
import { createLocalMessageStore } from "./local-store";
import type { MessageStore } from "./types";

const globalForMessages = globalThis as unknown as {
  __messageStore?: { key: string; store: MessageStore };
};

/**
 * Messages live with the catalogue: in the embedded database, or in the
 * Realtime Database when CATALOG_BACKEND=firebase, so they outlive an
 * instance without a lasting disk and every instance sees the same ones.
 */
export function messageStore(): MessageStore {
  const e = env();
  const key = `${e.CATALOG_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}|${e.FIREBASE_DATABASE_EMULATOR_HOST ?? ""}`;
  const cached = globalForMessages.__messageStore;
  if (cached?.key === key) return cached.store;
  const store =
    e.CATALOG_BACKEND === "firebase"
      ? createFirebaseMessageStore()
      : createLocalMessageStore();
  globalForMessages.__messageStore = { key, store };
  return store;
}
