import {
  authError,
  changePasswordText,
  invalidField,
  providerFailure,
  withCurrentPassword,
} from "@/lib/account/auth/errors";
import { passwordChangeSchema } from "@/lib/account/auth/credentials";
import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { identity, IdentityError } from "@/lib/account/identity";
import { KiB } from "@/lib/http/read-body";
import { HttpError } from "@/lib/http/responses";
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
    let fresh;
    try {
      fresh = await withCurrentPassword(
        req,
        auth.user.email,
        changePasswordText("currentWrong"),
        () =>
          identity().changePassword(
            { id: auth.user.id, email: auth.user.email, idToken: auth.idToken },
            currentPassword,
            newPassword,
          ),
      );
    } catch (error) {
      if (error instanceof IdentityError && error.code === "WEAK_PASSWORD")
        throw invalidField(
          "newPassword",
          changePasswordText("passwordTooWeak"),
        );
      if (error instanceof HttpError) throw error;
      throw authError(providerFailure(error, "password change"));
    }
    // A stolen session cookie stops working with the old password; this one goes on.
    return endOtherSessions(auth.claims, { session: fresh, req });
  },
);
