import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { createAccountStore } from "./store";

export * from "./types";

// On the documents, so with DATA_BACKEND=firebase every instance sees the same editors and ended sessions.
export const accountStore = () => createAccountStore(documents());

export const DEFAULT_ADMIN_EMAIL = "admin@halabi-soap.local";

// Nobody may obtain these by signing up: the server creates them (local accounts) or the operator does (Firebase).
export function configuredEditors(): string[] {
  const e = env();
  const first = e.ADMIN_EMAIL?.toLowerCase() ?? DEFAULT_ADMIN_EMAIL;
  return [...new Set([first, ...e.ADMIN_EMAILS])];
}

export const isConfiguredEditor = (email: string): boolean =>
  configuredEditors().includes(email.trim().toLowerCase());

// The generated admin@halabi-soap.local is not one: it is a placeholder its owner replaces.
export function addressFromConfiguration(email: string): boolean {
  const e = env();
  const address = email.trim().toLowerCase();
  return (
    address === e.ADMIN_EMAIL?.toLowerCase() || e.ADMIN_EMAILS.includes(address)
  );
}

export const recordSignIn = (id: string, email: string) =>
  accountStore().record(
    id,
    email,
    isConfiguredEditor(email) ? "editor" : undefined,
  );
