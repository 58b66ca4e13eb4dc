import {
  authErrorResponse,
  changePasswordText,
  invalidField,
  providerFailure,
} from "@/lib/account/auth/errors";
import { passwordChangeSchema } from "@/lib/account/auth/password-change";
import { authAttempt } from "@/lib/account/auth/rate-limits";
import { authorize } from "@/lib/account/auth/session";
import { identity, IdentityError } from "@/lib/account/identity";
import { isCommonPassword } from "@/lib/account/identity/password-policy";
import { clientAddress } from "@/lib/http/origin";
import { KiB, readJson } from "@/lib/http/read-body";
import { invalidInput, privateJson, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

const schema = passwordChangeSchema.refine(
  (v) => !isCommonPassword(v.newPassword),
  { path: ["newPassword"], message: "passwordTooCommon" },
);

/**
 * POST /api/account/password `{ currentPassword, newPassword }`: any
 * signed-in account changes its own password. 400 names each bad field (a
 * wrong current password is one), 401 signed out, 403 cross-site, 429 too
 * many attempts; 200 `{ ok: true }`.
 */
export async function POST(req: Request) {
  const auth = await authorize(req, "signed-in");
  if (!auth.ok) return auth.response;
  const body = await readJson(req, 16 * KiB);
  if (!body.ok) return body.response;

  const parsed = schema.safeParse(body.value);
  if (!parsed.success)
    return invalidInput(parsed.error, (key, field) =>
      field === "body"
        ? "Send currentPassword and newPassword in a JSON object"
        : changePasswordText(key),
    );
  const { currentPassword, newPassword } = parsed.data;

  // Guessing the current password from a stolen session counts like guessing at sign-in.
  const attempt = authAttempt("signin", clientAddress(req), auth.user.email);
  if (!attempt.allowed)
    return authErrorResponse(
      "TOO_MANY_ATTEMPTS_TRY_LATER",
      attempt.retryAfterSeconds,
    );

  try {
    await identity().changePassword(
      { id: auth.user.id, email: auth.user.email, idToken: auth.idToken },
      currentPassword,
      newPassword,
    );
  } catch (error) {
    if (error instanceof IdentityError) {
      if (
        ["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS"].includes(error.code)
      )
        return invalidField(
          "currentPassword",
          changePasswordText("currentWrong"),
        );
      // Firebase's own password policy can be stricter than ours.
      if (error.code === "WEAK_PASSWORD")
        return invalidField(
          "newPassword",
          changePasswordText("passwordRefused"),
        );
    }
    return authErrorResponse(providerFailure(error, "password change"));
  }
  return privateJson({ ok: true });
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
