import "server-only";
import { IdentityError } from "@/lib/account/identity";
import {
  catalogueKey,
  providerCode,
  retryAfterOf,
  retryMinutes,
  tooManyAttempts,
} from "@/lib/account/identity/error-catalogue";
import { HttpError } from "@/lib/http/responses";
import { textOf } from "@/lib/i18n/text";
import type { RateDecision } from "@/lib/security/rate-limit";

export const login = textOf("Login");

// The schemas' issue messages are message keys (./credentials, ./passwords);
// zod types them as plain strings.
const byKey = (t: object) => t as (key: string) => string;

/** A sign-in or sign-up field's message in the login page's words (other fields keep theirs). */
export const credentialText = (message: string, field: string) =>
  field === "email" || field === "password" ? byKey(login)(message) : message;

/** Texts of the change-password, password-reset and address forms by key, for their route handlers. */
export const changePasswordText = byKey(textOf("ChangePassword"));
export const changeEmailText = byKey(textOf("ChangeEmail"));
export const passwordResetText = byKey(textOf("PasswordReset"));

/** 400 for one field, worded like `invalidInput`. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, `Invalid input (${field}: ${message})`, {
    fields: { [field]: message },
  });

/** A reset link expired, used or never made: 400 on `token`. */
export const linkInvalid = () =>
  invalidField("token", passwordResetText("linkInvalid"));

const STATUS: Record<string, number> = {
  EMAIL_EXISTS: 409,
  PROVIDER_UNAVAILABLE: 502,
  TOO_MANY_ATTEMPTS_TRY_LATER: 429,
  OPERATION_NOT_ALLOWED: 403,
  USER_DISABLED: 403,
  EMAIL_NOT_FOUND: 401,
  INVALID_PASSWORD: 401,
  INVALID_LOGIN_CREDENTIALS: 401,
};

/** HTTP status for a provider code; the text comes from the catalogue. */
export const statusFor = (code: string) =>
  Object.hasOwn(STATUS, code) ? STATUS[code]! : 400;

/**
 * `{ error: <catalogue text>, code }` with a fitting status (or `status`).
 * A refusal for too many attempts that says how long to wait
 * (tooManyAttempts) words the time and carries it: `retryAfterSeconds` and
 * a Retry-After header.
 */
export function authError(
  providerMessage: string,
  { status, ...extra }: { status?: number; url?: string } = {},
): HttpError {
  const code = providerCode(providerMessage) || "UNKNOWN";
  const wait = retryAfterOf(providerMessage);
  return new HttpError(
    status ?? statusFor(code),
    wait === undefined
      ? textOf("AuthErrors")(catalogueKey(providerMessage))
      : login("tryAgainIn", { minutes: retryMinutes(wait) }),
    {
      extra: {
        code,
        ...(wait !== undefined && { retryAfterSeconds: wait }),
        ...extra,
      },
      headers: wait === undefined ? undefined : { "Retry-After": String(wait) },
    },
  );
}

/** An attempt within its limits; past them, the 429 that says how long to wait. */
export async function allowed<D extends RateDecision>(
  attempt: Promise<D>,
): Promise<D> {
  const decision = await attempt;
  if (!decision.allowed)
    throw authError(tooManyAttempts(decision.retryAfterSeconds));
  return decision;
}

/**
 * The provider message of a failed identity call. An outage becomes
 * PROVIDER_UNAVAILABLE (502, shown as the unknown-error text); anything
 * unexpected is logged, never with the password.
 */
export function providerFailure(error: unknown, context: string): string {
  if (error instanceof IdentityError)
    return error.status >= 500 ? "PROVIDER_UNAVAILABLE" : error.providerMessage;
  console.error(
    `[auth] ${context}: the identity provider failed:`,
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
  );
  return "PROVIDER_UNAVAILABLE";
}
