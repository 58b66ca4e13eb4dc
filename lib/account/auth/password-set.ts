import "server-only";
import { accountStore } from "@/lib/account/roles";
import { resetLinks } from "./reset-links";

/**
 * What every new password (a change, a reset link, a recovery code) ends:
 * the account's sessions begun until `now` and its other reset links, so
 * nothing that was valid with the old password outlives it. The password
 * change then issues its own session again (./end-sessions).
 */
export async function passwordSet(accountId: string, now = Date.now()) {
  await Promise.all([
    accountStore().endSessions(accountId, now),
    resetLinks().dropAll(accountId),
  ]);
}
