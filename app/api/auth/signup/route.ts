import { signUpSchema } from "@/lib/account/auth/credentials";
import {
  authErrorResponse,
  credentialText,
  invalidField,
  providerFailure,
} from "@/lib/account/auth/errors";
import { signUpAttempt } from "@/lib/account/auth/rate-limits";
import { tooManyAttempts } from "@/lib/account/identity/error-catalogue";
import { env } from "@/lib/env";
import { identity, IdentityError } from "@/lib/account/identity";
import { isConfiguredEditor } from "@/lib/account/roles";
import { textOf } from "@/lib/i18n/text";
import { clientAddress, isSameOrigin } from "@/lib/http/origin";
import { KiB, readJson } from "@/lib/http/read-body";
import {
  invalidInput,
  jsonError,
  privateJson,
  refuseAllBut,
} from "@/lib/http/responses";

/**
 * POST /api/auth/signup `{ email, password }`: creates a member account. The
 * browser then signs in through next-auth's own credentials sign-in, so
 * next-auth alone makes session cookies. Errors answer `{ error, code }` with
 * the login page's texts.
 */
export async function POST(req: Request) {
  if (!isSameOrigin(req))
    return jsonError(403, "Cross-site requests are not allowed");
  const body = await readJson(req, 16 * KiB);
  if (!body.ok) return body.response;
  if (!env().SIGNUP_ENABLED) return authErrorResponse("OPERATION_NOT_ALLOWED");

  const parsed = signUpSchema.safeParse(body.value);
  if (!parsed.success) return invalidInput(parsed.error, credentialText);
  const { email, password } = parsed.data;

  const attempt = await signUpAttempt(clientAddress(req));
  if (!attempt.allowed)
    return authErrorResponse(tooManyAttempts(attempt.retryAfterSeconds));
  // A configured editor address is never for the taking: the server (local)
  // or the operator (Firebase) creates those accounts. Refused after the
  // limit, so nobody can test addresses for free.
  if (isConfiguredEditor(email))
    return invalidField("email", textOf("Login")("emailReserved"));

  let account;
  try {
    account = await identity().signUp(email, password);
  } catch (error) {
    // Our strength rule (both backends) or Firebase's own policy: the field says how to do better.
    if (error instanceof IdentityError && error.code === "WEAK_PASSWORD")
      return invalidField(
        "password",
        credentialText("passwordTooWeak", "password"),
      );
    return authErrorResponse(providerFailure(error, "sign-up") || "UNKNOWN");
  }
  return privateJson({ email: account.email, id: account.id }, 201);
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
