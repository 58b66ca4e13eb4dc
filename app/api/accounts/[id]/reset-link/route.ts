import { allowed } from "@/lib/account/auth/errors";
import { resetLinkAttempt } from "@/lib/account/auth/rate-limits";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { identity } from "@/lib/account/identity";
import { accountStore, mayGetResetLink } from "@/lib/account/roles";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * 403 for an editor's account, or one that was an editor in the last 7 days: a link would let
 * one editor take over another (demoted first, to be given a link).
 */
export const POST = route(
  { role: "editor", store: "accounts" },
  async ({ auth, params: { id } }) => {
    if (id === auth.user.id)
      throw new HttpError(
        403,
        "This is your own account: change your password on the Change password page",
      );
    if (identity().sendPasswordReset)
      throw new HttpError(
        409,
        'Accounts are kept by Firebase: its owner uses "Forgot password?" on the sign-in page, and Firebase sends the link',
      );
    const account = await accountStore().get(id);
    if (!account) throw new HttpError(404, `No account with id ${id}`);
    if (!mayGetResetLink(account))
      throw new HttpError(
        403,
        "This account is an editor, or was one in the last 7 days: it sets its own password (Change password, or Forgot password? on the sign-in page); no editor may make a link for it",
      );
    await allowed(resetLinkAttempt(auth.user.id));
    return privateJson(
      await resetLinks().create(account.id, account.email),
      201,
    );
  },
);
