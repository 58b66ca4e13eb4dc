import {
  authError,
  changePasswordText,
  providerFailure,
  withCurrentPassword,
} from "@/lib/account/auth/errors";
import { recoveryCodesSchema } from "@/lib/account/auth/credentials";
import { issueRecoveryCodes } from "@/lib/account/auth/recovery-codes";
import { identity, IdentityError } from "@/lib/account/identity";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { textOf } from "@/lib/i18n/text";

export const dynamic = "force-dynamic";

/** 200 `{ codes }` is the only time they are shown; the old set stops working. */
export const POST = route(
  {
    role: "signed-in",
    store: "accounts",
    body: recoveryCodesSchema,
    limit: 4 * KiB,
    words: (key, field) =>
      field === "body"
        ? "Send currentPassword in a JSON object"
        : changePasswordText(key),
  },
  async ({ req, auth, body: { currentPassword } }) => {
    if (identity().sendPasswordReset)
      throw new HttpError(409, textOf("RecoveryCodes")("firebase"));
    try {
      await withCurrentPassword(
        req,
        auth.user,
        changePasswordText("currentWrong"),
        async () => {
          const proven = await identity().signIn(
            auth.user.email,
            currentPassword,
          );
          // The address may since name another account; the session names this one.
          if (proven.id !== auth.user.id)
            throw new IdentityError("INVALID_PASSWORD");
        },
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw authError(providerFailure(error, "recovery codes"));
    }
    return privateJson({ codes: await issueRecoveryCodes(auth.user.id) });
  },
);
