import {
  allowed,
  authError,
  changePasswordText,
  invalidField,
  providerFailure,
} from "@/lib/account/auth/errors";
import { passwordChangeSchema } from "@/lib/account/auth/credentials";
import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { isWrongPassword, signInAttempt } from "@/lib/account/auth/rate-limits";
import { identity, IdentityError } from "@/lib/account/identity";
import { KiB } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/account/password `{ currentPassword, newPassword }`: any
 * signed-in account changes its own password. 400 names each bad field (a
 * wrong current password is one), 401 signed out, 403 cross-site, 429 too
 * many attempts; 200 `{ ok: true }`, the account's other sessions
 * ended and this one's cookie renewed (with the browser's device cookie).
 */
export const POST = route(
  {
    role: "signed-in",
    body: passwordChangeSchema,
    limit: 16 * KiB,
    words: (key, field) =>
      field === "body"
        ? "Send currentPassword and newPassword in a JSON object"
        : changePasswordText(key),
  },
  async ({ req, auth, body: { currentPassword, newPassword } }) => {
    // Guessing the current password from a stolen session counts like guessing at sign-in.
    const attempt = await allowed(signInAttempt(req, auth.user.email));

    let fresh;
    try {
      fresh = await identity().changePassword(
        { id: auth.user.id, email: auth.user.email, idToken: auth.idToken },
        currentPassword,
        newPassword,
      );
    } catch (error) {
      if (!(error instanceof IdentityError && isWrongPassword(error.code)))
        await attempt.takeBack();
      if (error instanceof IdentityError) {
        if (
          ["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS"].includes(error.code)
        )
          throw invalidField(
            "currentPassword",
            changePasswordText("currentWrong"),
          );
        // Our strength rule (both backends) or Firebase's own policy.
        if (error.code === "WEAK_PASSWORD")
          throw invalidField(
            "newPassword",
            changePasswordText("passwordTooWeak"),
          );
      }
      throw authError(providerFailure(error, "password change"));
    }
    await attempt.takeBack();
    // A stolen session cookie stops working with the old password; this one goes on.
    return endOtherSessions(auth.claims, { session: fresh, req });
  },
);
