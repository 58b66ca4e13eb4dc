import "server-only";
import { accountStore } from "@/lib/account/roles";
import { isNotFound } from "@/lib/documents/types";
import { identity } from "@/lib/account/identity";
import { authError, providerFailure } from "./errors";
import { resetLinks } from "./reset-links";

/**
 * What every new password (a change, a reset link, a recovery code) and every
 * new sign-in address ends: the account's sessions begun until `now`, the
 * exemption of its known devices (the account's password stamp moves to
 * `now`, ./device) and its other reset links, so nothing that was valid
 * before outlives the change. The password and address changes then issue
 * their own session again (./end-sessions).
 */
export async function passwordSet(accountId: string, now = Date.now()) {
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
 * Sets a new password without the current one (a reset link, a recovery
 * code) and ends what the old one allowed; a provider failure becomes the
 * route's answer (`context` names the flow in the log).
 */
export async function replacePassword(
  accountId: string,
  newPassword: string,
  context: string,
) {
  try {
    await identity().setPassword(accountId, newPassword);
  } catch (error) {
    throw authError(providerFailure(error, context));
  }
  await passwordSet(accountId);
}
