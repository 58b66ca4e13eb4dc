import "server-only";
import { encode } from "next-auth/jwt";
import { NextResponse } from "next/server";
import { accountStore } from "@/lib/account/roles";
import { HttpError } from "@/lib/http/responses";
import { logFailure } from "@/lib/log-failure";
import type { IdentitySession } from "@/lib/account/identity/types";
import { cookieSettings } from "./cookies";
import { passwordSet } from "./password-set";
import { sessionMaxAge } from "./options";
import { authSecret } from "./secret";
import type { SessionClaims } from "./session";

/**
 * Ends every session of the account but this one (a password change, "Sign
 * out everywhere else"), and issues this one again as begun just after, with
 * the provider's fresh token when there is one: `{ ok: true }` carrying the
 * new session cookie; an HttpError (503) when the account store cannot be written.
 */
export async function endOtherSessions(
  claims: SessionClaims,
  fresh?: IdentitySession,
): Promise<Response> {
  const now = Date.now();
  try {
    // A new password (`fresh`) also ends what else the old one allowed.
    await (fresh
      ? passwordSet(claims.sub, now)
      : accountStore().endSessions(claims.sub, now));
  } catch (error) {
    logFailure("[auth] other sessions could not be ended", error);
    throw new HttpError(
      503,
      "The other sessions could not be ended at the moment: try signing out everywhere else again shortly",
    );
  }
  // Same expiry: the browser's session timers stay right.
  const token: SessionClaims = {
    ...claims,
    ...(fresh && { idToken: fresh.idToken }),
    signedInAt: now + 1,
  };
  const maxAge = sessionMaxAge();
  const { name, options } = cookieSettings().sessionToken!;
  const response = NextResponse.json(
    { ok: true },
    { headers: { "Cache-Control": "no-store" } },
  );
  response.cookies.set(
    name,
    await encode({ token, secret: authSecret(), maxAge }),
    { ...options, maxAge },
  );
  return response;
}
