import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { createAccountStore } from "./store";

export * from "./types";

/**
 * Roles live on the documents, with the catalogue: in the embedded database,
 * or in the Realtime Database when DATA_BACKEND=firebase, so every
 * instance sees the same editors and ended sessions.
 */
export const accountStore = () => createAccountStore(documents());

/** The first admin's address when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = "admin@halabi-soap.local";

/**
 * Addresses the configuration makes editors, lower case: the first admin
 * (ADMIN_EMAIL, or the generated admin@halabi-soap.local) first, then
 * ADMIN_EMAILS. Nobody may obtain them by signing up: the server creates
 * them (local accounts) or the operator does (Firebase).
 */
export function configuredEditors(): string[] {
  const e = env();
  const first = e.ADMIN_EMAIL?.toLowerCase() ?? DEFAULT_ADMIN_EMAIL;
  return [...new Set([first, ...e.ADMIN_EMAILS])];
}

/** Whether the configuration makes `email` an editor (trimmed, any case). */
export const isConfiguredEditor = (email: string): boolean =>
  configuredEditors().includes(email.trim().toLowerCase());

/**
 * Whether the configuration names `email` itself (ADMIN_EMAIL, ADMIN_EMAILS),
 * so the account keeps it. The generated admin@halabi-soap.local is not
 * one: it is a placeholder its owner replaces with a real address.
 */
export function addressFromConfiguration(email: string): boolean {
  const e = env();
  const address = email.trim().toLowerCase();
  return (
    address === e.ADMIN_EMAIL?.toLowerCase() || e.ADMIN_EMAILS.includes(address)
  );
}

/** Records a sign-in: configured editors are (again) editors, everyone else keeps their role. */
export const recordSignIn = (id: string, email: string) =>
  accountStore().record(
    id,
    email,
    isConfiguredEditor(email) ? "editor" : undefined,
  );
