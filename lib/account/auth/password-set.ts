import "server-only";
import { accountStore, isAccountNotFound } from "@/lib/account/roles";
import { resetLinks } from "./reset-links";

/**
 * What every new password (a change, a reset link, a recovery code) ends:
 * the account's sessions begun until `now` and its other reset links, so
 * nothing that was valid with the old password outlives it. The password
 * change then issues its own session again (./end-sessions).
 */
export async function passwordSet(accountId: string, now = Date.now()) {
  await Promise.all([
    // An account that never signed in (a configured editor reset by mail) has no sessions.
    accountStore()
      .endSessions(accountId, now)
      .catch((error: unknown) => {
        if (!isAccountNotFound(error)) throw error;
      }),
    resetLinks().dropAll(accountId),
  ]);
}
