import "server-only";
import { accountStore } from "@/lib/account/roles";
import { isNotFound } from "@/lib/documents/types";
import { identity } from "@/lib/account/identity";
import { authError, providerFailure } from "./errors";
import { resetLinks } from "./reset-links";

// Ends all that was valid before: sessions begun until `now`, known devices' exemption (./device)
// and other reset links. Password and address changes then issue their own session (./end-sessions).
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
