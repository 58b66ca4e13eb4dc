import "server-only";
import { encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { secureCookies, sessionCookieName } from "./cookies";
import { sessionLifetimeSeconds } from "./options";
import { authSecret } from "./secret";
import type { SessionClaims } from "./token";

/**
 * Sets the same encrypted session cookie next-auth sets after a sign-in, so a
 * fresh sign-up is signed in without hashing the password a second time.
 */
export async function startSession(
  response: NextResponse,
  claims: SessionClaims,
): Promise<void> {
  const maxAge = sessionLifetimeSeconds();
  const value = await encode({ token: claims, secret: authSecret(), maxAge });
  response.cookies.set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    expires: new Date(Date.now() + maxAge * 1000),
  });
}
