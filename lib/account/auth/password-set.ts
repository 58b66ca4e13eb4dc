import "server-only";
import { accountStore } from "@/lib/account/roles";
import { isNotFound } from "@/lib/documents/types";
import { identity } from "@/lib/account/identity";
import type { AcceptedPassword } from "@/lib/account/identity/types";
import { authError, providerFailure } from "./errors";
import { issueRecoveryCodes } from "./recovery-codes";
import { resetLinks } from "./reset-links";

// Ends what the old credentials allowed: sessions begun until `now`, known devices' exemption
// (./device) and every reset link. Password and address changes then issue their own session
// (./end-sessions).
export async function credentialsChanged(accountId: string, now = Date.now()) {
  await Promise.all([
    // An account that never signed in (a configured editor reset by mail) has no sessions.
    accountStore()
      .passwordSet(accountId, now)
      .catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
    resetLinks().dropAll(accountId),
  ]);
}

/**
 * The one password event, for every way a password is set (a change, the first forced change, a
 * reset link, a recovery code): what the old credentials allowed ends, every recovery code with
 * it, and a new set comes back for the screen that follows to show once. Local accounts only:
 * Firebase accounts recover by Firebase's own email, and have no codes (null).
 */
export async function passwordSet(
  accountId: string,
  now = Date.now(),
): Promise<string[] | null> {
  const [, codes] = await Promise.all([
    credentialsChanged(accountId, now),
    identity().sendPasswordReset ? null : issueRecoveryCodes(accountId),
  ]);
  return codes;
}

/** Sets the password of someone without a session (a reset link, a recovery code); the new codes. */
export async function replacePassword(
  accountId: string,
  newPassword: AcceptedPassword,
  context: string,
): Promise<string[] | null> {
  try {
    await identity().setPassword(accountId, newPassword);
  } catch (error) {
    throw authError(providerFailure(error, context));
  }
  return passwordSet(accountId);
}
