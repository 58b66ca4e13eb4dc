import { signUpSchema } from "@/lib/account/auth/credentials";
import {
  authErrorResponse,
  credentialText,
  providerFailure,
} from "@/lib/account/auth/errors";
import { authAttempt } from "@/lib/account/auth/rate-limits";
import { env } from "@/lib/env";
import { identity } from "@/lib/account/identity";
import { isCommonPassword } from "@/lib/account/identity/password-policy";
import { clientAddress, isSameOrigin } from "@/lib/http/origin";
import { KiB, readJson } from "@/lib/http/read-body";
import {
  invalidInput,
  jsonError,
  privateJson,
  refuseAllBut,
} from "@/lib/http/responses";

// Our rules first (10+ characters, not a common password); Firebase's own follow.
const schema = signUpSchema.refine((v) => !isCommonPassword(v.password), {
  path: ["password"],
  message: "passwordTooCommon",
});

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

  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return invalidInput(parsed.error, credentialText);
  const { email, password } = parsed.data;

  const attempt = authAttempt("signup", clientAddress(req), email);
  if (!attempt.allowed)
    return authErrorResponse(
      "TOO_MANY_ATTEMPTS_TRY_LATER",
      attempt.retryAfterSeconds,
    );

  let account;
  try {
    account = await identity().signUp(email, password);
  } catch (error) {
    return authErrorResponse(providerFailure(error, "sign-up") || "UNKNOWN");
  }
  return privateJson({ email: account.email, id: account.id }, 201);
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
