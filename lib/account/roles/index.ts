import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { createAccountStore, type AccountState } from "./store";

export * from "./types";
export { publicAccount, type AccountState, type GuideMark } from "./store";

// On the documents, so with DATA_BACKEND=firebase every instance sees the same editors and ended sessions.
export const accountStore = () => createAccountStore(documents());

export const DEFAULT_ADMIN_EMAIL = "admin@halabi-soap.local";

const normal = (email: string) => email.trim().toLowerCase();

/** ADMIN_EMAIL and ADMIN_EMAILS: editors at every sign-in, by address. */
export function configuredAddresses(): string[] {
  const e = env();
  const first = e.ADMIN_EMAIL ? [e.ADMIN_EMAIL.toLowerCase()] : [];
  return [...new Set([...first, ...e.ADMIN_EMAILS])];
}

export const addressFromConfiguration = (email: string): boolean =>
  configuredAddresses().includes(normal(email));

/** The address the server makes the first admin with: ADMIN_EMAIL, or the generated one. */
export const firstAdminAddress = () =>
  env().ADMIN_EMAIL?.toLowerCase() ?? DEFAULT_ADMIN_EMAIL;

/**
 * Nobody changes these accounts on the Editors screen: the first admin (by id, recorded when
 * it was made) and the accounts the configuration names now.
 */
export const isConfiguredEditor = (
  account: Pick<AccountState, "email" | "firstAdmin">,
): boolean =>
  account.firstAdmin === true || addressFromConfiguration(account.email);

// Whoever took one of these would be an editor at a sign-in after the configuration named it
// (again): the generated first admin's address, those configured now, and those configured at
// any earlier start (kept in the account store by ensureConfiguredAccounts).
export const isReservedAddress = async (email: string): Promise<boolean> =>
  normal(email) === DEFAULT_ADMIN_EMAIL ||
  addressFromConfiguration(email) ||
  (await accountStore().isReserved(normal(email)));

/** Another editor's role and access change only by the first admin or a configured editor. */
export const mayTakeDown = (
  actor: AccountState | null,
  target: Pick<AccountState, "role">,
): boolean =>
  target.role !== "editor" || (actor !== null && isConfiguredEditor(actor));

// An editor's account must not pass to another editor through a reset link, nor one that was an
// editor lately (demoted to be taken over).
export const EDITOR_COOLING_MS = 7 * 24 * 60 * 60_000;

export const mayGetResetLink = (account: AccountState, now = Date.now()) =>
  account.role === "member" &&
  !isConfiguredEditor(account) &&
  now - (account.editorUntil ?? -Infinity) >= EDITOR_COOLING_MS;

// Signing in with the first admin's address makes that account the first admin only while
// none is recorded (Firebase accounts, made in its console; a database from before the record).
export const recordSignIn = (id: string, email: string) =>
  accountStore().record(
    id,
    email,
    addressFromConfiguration(email) ? "editor" : undefined,
    { firstAdmin: normal(email) === firstAdminAddress() },
  );
