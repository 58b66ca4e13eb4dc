import "server-only";
import { IdentityError } from "@/lib/account/identity";
import { WeakPassword } from "@/lib/account/identity/password-policy";
import {
  catalogueKey,
  providerCode,
  retryAfterOf,
  retryMinutes,
  tooManyAttempts,
} from "@/lib/account/identity/error-catalogue";
import { HttpError } from "@/lib/http/responses";
import {
  isWrongPassword,
  passwordWorkAttempt,
  signInAttempt,
} from "./rate-limits";
import { textOf } from "@/lib/i18n/text";
import type { RateDecision } from "@/lib/security/rate-limit";

export const login = textOf("Login");

// The schemas' issue messages are message keys (./credentials, ./passwords);
// zod types them as plain strings.
const byKey = (t: object) => t as (key: string) => string;

export const credentialText = (message: string, field: string) =>
  field === "email" || field === "password" ? byKey(login)(message) : message;

export const changePasswordText = byKey(textOf("ChangePassword"));
export const changeEmailText = byKey(textOf("ChangeEmail"));
export const passwordResetText = byKey(textOf("PasswordReset"));

export const invalidField = (field: string, message: string) =>
  new HttpError(400, `Invalid input (${field}: ${message})`, {
    fields: { [field]: message },
  });

export const linkInvalid = () =>
  invalidField("token", passwordResetText("linkInvalid"));

const policyText = textOf("PasswordPolicy");

/** A refusal by the password policy (ours, or Firebase's own) as a 400 on `field` that says why; null for any other error. */
export function weakPasswordField(
  field: string,
  error: unknown,
): HttpError | null {
  if (!(error instanceof IdentityError) || error.code !== "WEAK_PASSWORD")
    return null;
  const shopWords =
    error instanceof WeakPassword && error.weakness === "shopWords";
  return invalidField(field, policyText(shopWords ? "shopWords" : "guessable"));
}

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

export const statusFor = (code: string) =>
  Object.hasOwn(STATUS, code) ? STATUS[code]! : 400;

// A too-many-attempts refusal also carries the wait: `retryAfterSeconds` and a Retry-After header.
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

export async function allowed<D extends RateDecision>(
  attempt: Promise<D>,
): Promise<D> {
  const decision = await attempt;
  if (!decision.allowed)
    throw authError(tooManyAttempts(decision.retryAfterSeconds));
  return decision;
}

/**
 * Takes a password-work token (./rate-limits). Its refusal is the client's own (its address, or
 * its session's account), whatever the request says, so it is marked `Refused-For: client`: the
 * production server then repeats it for a few seconds without Next.js (lib/http/refusal-echo.cjs).
 */
export async function allowedPasswordWork(
  req: Request,
  accountId?: string,
): Promise<void> {
  const decision = await passwordWorkAttempt(req, accountId);
  if (decision.allowed) return;
  const refusal = authError(tooManyAttempts(decision.retryAfterSeconds));
  throw new HttpError(refusal.status, refusal.message, {
    ...refusal.more,
    headers: {
      "Retry-After": String(decision.retryAfterSeconds),
      "Refused-For": "client",
    },
  });
}

// An outage becomes PROVIDER_UNAVAILABLE (502); anything unexpected is logged, never with the password.
export function providerFailure(error: unknown, context: string): string {
  if (error instanceof IdentityError)
    return error.status >= 500 ? "PROVIDER_UNAVAILABLE" : error.providerMessage;
  console.error(
    `[auth] ${context}: the identity provider failed:`,
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
  );
  return "PROVIDER_UNAVAILABLE";
}

/**
 * Runs `proof`, an identity call that checks the current password, once the password work is
 * counted (./rate-limits): a wrong one counts like a wrong sign-in (guessing from a stolen
 * session) and is answered on `currentPassword`; any other outcome gives the attempt back, and
 * other failures go on to the caller.
 */
export async function withCurrentPassword<T>(
  req: Request,
  account: { id: string; email: string },
  wrongText: string,
  proof: () => Promise<T>,
): Promise<T> {
  await allowedPasswordWork(req, account.id);
  const attempt = await allowed(signInAttempt(req, account.email));
  try {
    const result = await proof();
    await attempt.takeBack();
    return result;
  } catch (error) {
    if (error instanceof IdentityError && isWrongPassword(error.code))
      throw invalidField("currentPassword", wrongText);
    await attempt.takeBack();
    throw error;
  }
}
