import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { secureCookies } from "./cookies";
import { authSecret } from "./secret";

export type SessionUser = { id: string; email: string; expiresAt: number };

/** What the encrypted session cookie holds; the browser never reads it. */
export type SessionClaims = {
  sub: string;
  email: string;
  idToken: string;
  expiresAt: number;
};

/** The claims of a decoded session token, or null when they are missing or malformed. */
export function claimsOf(token: JWT | null): SessionClaims | null {
  if (!token) return null;
  const { sub, email, idToken, expiresAt } = token as Partial<SessionClaims>;
  if (
    typeof sub !== "string" ||
    typeof email !== "string" ||
    typeof idToken !== "string" ||
    typeof expiresAt !== "number"
  )
    return null;
  return { sub, email, idToken, expiresAt };
}

/** An expired provider token means signed out, whatever the cookie's own lifetime says. */
export function isLive(claims: SessionClaims, now = Date.now()): boolean {
  return claims.expiresAt > now;
}

/**
 * Reads the session from a request's cookies. Returns null when there is no
 * session, it cannot be decrypted, or the provider token has expired.
 */
export async function readSession(
  cookies: Record<string, string>,
  now = Date.now(),
): Promise<{ user: SessionUser; idToken: string } | null> {
  const token = await getToken({
    // getToken only reads `cookies` (and an Authorization header, which we never send).
    req: { cookies, headers: {} } as unknown as Parameters<
      typeof getToken
    >[0]["req"],
    secret: authSecret(),
    secureCookie: secureCookies(),
    logger: { error: () => undefined } as unknown as Console,
  });
  const claims = claimsOf(token);
  if (!claims || !isLive(claims, now)) return null;
  return {
    user: { id: claims.sub, email: claims.email, expiresAt: claims.expiresAt },
    idToken: claims.idToken,
  };
}
