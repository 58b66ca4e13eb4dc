import {
  authError,
  changePasswordText,
  providerFailure,
  weakPasswordField,
  withCurrentPassword,
} from "@/lib/account/auth/errors";
import { passwordChangeSchema } from "@/lib/account/auth/credentials";
import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { identity } from "@/lib/account/identity";
import { KiB } from "@/lib/http/read-body";
import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** 200 `{ ok, codes }`: the account's new recovery codes (local accounts), the only time they are shown. */
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
        auth.user,
        changePasswordText("currentWrong"),
        () =>
          identity().changePassword(
            { id: auth.user.id, email: auth.user.email, idToken: auth.idToken },
            currentPassword,
            newPassword,
          ),
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw (
        weakPasswordField("newPassword", error) ??
        authError(providerFailure(error, "password change"))
      );
    }
    // A stolen session cookie stops working with the old password; this one goes on.
    return endOtherSessions(auth.claims, {
      session: fresh,
      req,
      changed: "password",
    });
  },
);
