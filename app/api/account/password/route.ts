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
