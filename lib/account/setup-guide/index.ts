import "server-only";
import { resetMailGoesOut } from "@/lib/account/auth/reset-links";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { identity } from "@/lib/account/identity";
import { accountStore, type GuideMark } from "@/lib/account/roles";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/http/responses";
import { mailRoute } from "@/lib/mail";
import { shopDetailsSaved } from "@/lib/shop-details/store";
import { guideOf, type Guide, type GuideFacts } from "./steps";

export type SetupGuide = Guide & { facts: GuideFacts };

/** The guide as an editor's account, the shop and the server's settings stand now. */
export async function setupGuide(accountId: string): Promise<SetupGuide> {
  const provider = identity();
  const [generatedPassword, codes, saved, account] = await Promise.all([
    provider.mustChangePassword(accountId),
    provider.sendPasswordReset ? null : recoveryCodes().remaining(accountId),
    shopDetailsSaved(),
    accountStore().get(accountId),
  ]);
  const facts: GuideFacts = {
    generatedPassword,
    recoveryCodes: codes,
    shopDetailsSaved: saved,
    mail: {
      transport: env().MAIL_TRANSPORT,
      to: mailRoute().to,
      resetMail: resetMailGoesOut(),
    },
    marks: account?.setupGuide ?? {},
  };
  return { ...guideOf(facts), facts };
}

/** The guide closes only once every step is done (409 before). */
export async function markSetupGuide(
  accountId: string,
  mark: GuideMark,
  now = Date.now(),
): Promise<SetupGuide> {
  if (mark === "closed") {
    const { done, total } = await setupGuide(accountId);
    if (done < total)
      throw new HttpError(
        409,
        `The guide closes once every step is done: ${done} of ${total} are`,
      );
  }
  await accountStore().markGuide(accountId, mark, now);
  return setupGuide(accountId);
}
