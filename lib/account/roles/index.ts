import "server-only";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import { createFirebaseAccountStore } from "./firebase-store";
import { createLocalAccountStore } from "./local-store";
import type { AccountStore } from "./types";

export * from "./types";

/**
 * Roles live with the catalogue: in the embedded database, or in the Realtime
 * Database when CATALOG_BACKEND=firebase, so every instance sees the same
 * editors and ended sessions.
 */
export function accountStore(): AccountStore {
  const e = env();
  const key = `${e.CATALOG_BACKEND}|${e.DATA_DIR}|${e.FIREBASE_DATABASE_URL ?? ""}`;
  return perProcess("accountStore", key, () =>
    e.CATALOG_BACKEND === "firebase"
      ? createFirebaseAccountStore()
      : createLocalAccountStore(),
  );
}

/** Addresses the configuration makes editors: ADMIN_EMAILS and the first admin account. */
export function isConfiguredEditor(email: string): boolean {
  const e = env();
  const normalized = email.trim().toLowerCase();
  return (
    e.ADMIN_EMAILS.includes(normalized) ||
    (e.ADMIN_EMAIL !== undefined && e.ADMIN_EMAIL.toLowerCase() === normalized)
  );
}

/** Records a sign-in: configured editors are (again) editors, everyone else keeps their role. */
export const recordSignIn = (id: string, email: string) =>
  accountStore().record(
    id,
    email,
    isConfiguredEditor(email) ? "editor" : undefined,
  );
