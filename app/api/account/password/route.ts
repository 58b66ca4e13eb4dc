import { authErrorResponse, providerFailure } from "@/lib/account/auth/errors";
import { newPasswordIssue } from "@/lib/account/auth/new-password";
import { passwordChangeSchema } from "@/lib/account/auth/password-change";
import { authAttempt } from "@/lib/account/auth/rate-limits";
import { authorize } from "@/lib/account/auth/session";
import { changePasswordText } from "@/lib/account/auth/text";
import { identity, IdentityError } from "@/lib/account/identity";
import { clientAddress } from "@/lib/http/origin";
import { KiB, readJson } from "@/lib/http/read-body";
import {
  jsonError,
  privateJson,
  refuseAllBut,
  type FieldErrors,
} from "@/lib/http/responses";
import { fieldErrors } from "@/lib/validation/field-errors";

const BODY_LIMIT = 16 * KiB;

export const dynamic = "force-dynamic";

function invalid(fields: FieldErrors) {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return jsonError(400, `Invalid input (${summary})`, fields);
}

/**
 * POST /api/account/password `{ currentPassword, newPassword }`: any
 * signed-in account changes its own password. 400 names each bad field (a
 * wrong current password is one), 401 signed out, 403 cross-site, 429 too
 * many attempts; 200 `{ ok: true }`.
 */
export async function POST(req: Request) {
  const auth = await authorize(req, "signed-in");
  if (!auth.ok) return auth.response;
  const body = await readJson(req, BODY_LIMIT);
  if (!body.ok) return body.response;

  const parsed = passwordChangeSchema.safeParse(body.value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return invalid(
      Object.fromEntries(
        Object.entries(fields).map(([field, key]) => [
          field,
          field === "body"
            ? "Send currentPassword and newPassword in a JSON object"
            : changePasswordText(key),
        ]),
      ),
    );
  }
  const { currentPassword, newPassword } = parsed.data;
  const issue = newPasswordIssue(newPassword);
  if (issue) return invalid({ [issue.field]: issue.message });

  // Guessing the current password from a stolen session counts like guessing at sign-in.
  const attempt = authAttempt("signin", clientAddress(req), auth.user.email);
  if (!attempt.allowed)
    return authErrorResponse("TOO_MANY_ATTEMPTS_TRY_LATER", {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });

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
        return invalid({ currentPassword: changePasswordText("currentWrong") });
      // Firebase's own password policy can be stricter than ours.
      if (error.code === "WEAK_PASSWORD")
        return invalid({ newPassword: changePasswordText("passwordRefused") });
    }
    return authErrorResponse(providerFailure(error, "password change"));
  }
  return privateJson({ ok: true });
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
