import "server-only";
import { NextResponse } from "next/server";
import { IdentityError } from "@/lib/account/identity";
import { providerCode } from "@/lib/account/identity/error-catalogue";
import { catalogueText } from "./text";

/** HTTP status for a provider message; the text comes from the catalogue. */
export function statusFor(code: string): number {
  switch (code) {
    case "EMAIL_EXISTS":
      return 409;
    case "PROVIDER_UNAVAILABLE":
      return 502;
    case "TOO_MANY_ATTEMPTS_TRY_LATER":
      return 429;
    case "OPERATION_NOT_ALLOWED":
    case "USER_DISABLED":
      return 403;
    case "EMAIL_NOT_FOUND":
    case "INVALID_PASSWORD":
    case "INVALID_LOGIN_CREDENTIALS":
      return 401;
    default:
      return 400;
  }
}

/** `{ error: <catalogue text>, code }` with a fitting status. */
export function authErrorResponse(
  providerMessage: string,
  options: { retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
): NextResponse {
  const code = providerCode(providerMessage) || "UNKNOWN";
  return NextResponse.json(
    { error: catalogueText(providerMessage), code, ...options.extra },
    {
      status: statusFor(code),
      headers: options.retryAfterSeconds
        ? { "Retry-After": String(options.retryAfterSeconds) }
        : undefined,
    },
  );
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
