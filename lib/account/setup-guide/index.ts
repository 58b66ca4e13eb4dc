import "server-only";
import { resetMailGoesOut } from "@/lib/account/auth/reset-links";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { identity } from "@/lib/account/identity";
import { accountStore, type GuideMark } from "@/lib/account/roles";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/http/responses";
import { mailRoute } from "@/lib/mail";
import { readShopDetails } from "@/lib/shop-details/store";
import { guideOf, type Guide, type GuideFacts } from "./steps";

export type SetupGuide = Guide & { facts: GuideFacts };

/** The guide as an editor's account, the shop and the server's settings stand now. */
export async function setupGuide(accountId: string): Promise<SetupGuide> {
  const provider = identity();
  const [generatedPassword, codes, shop, account] = await Promise.all([
    provider.mustChangePassword(accountId),
    provider.sendPasswordReset ? null : recoveryCodes().remaining(accountId),
    readShopDetails(),
    accountStore().get(accountId),
  ]);
  const facts: GuideFacts = {
    generatedPassword,
    recoveryCodes: codes,
    shopDetailsSaved: shop.saved,
    mail: {
      transport: env().MAIL_TRANSPORT,
      to: mailRoute().to,
      resetMail: resetMailGoesOut(),
    },
    marks: account?.setupGuide ?? {},
  };
  return { ...guideOf(facts), facts };
}

/** Codes are kept only once made (409 before); the guide closes only once every step is done. */
export async function markSetupGuide(
  accountId: string,
  mark: GuideMark,
  now = Date.now(),
): Promise<SetupGuide> {
  if (mark !== "messages") {
    const { done, total, facts } = await setupGuide(accountId);
    if (mark === "codes" && !facts.recoveryCodes)
      throw new HttpError(
        409,
        facts.recoveryCodes === null
          ? "This site keeps no recovery codes: Firebase's reset email is the way back in"
          : "There are no unused recovery codes to keep: make a set first",
      );
    if (mark === "closed" && done < total)
      throw new HttpError(
        409,
        `The guide closes once every step is done: ${done} of ${total} are`,
      );
  }
  await accountStore().markGuide(accountId, mark, now);
  return setupGuide(accountId);
}
