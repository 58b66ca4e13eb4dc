import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { accountStore } from "@/lib/account/roles";
import type { SessionUser } from "@/lib/account/session";
import { sessionCookieName } from "./cookies";
import { authSecret } from "./secret";

/** What the encrypted session cookie holds; the browser never reads it. */
export type SessionClaims = {
  sub: string;
  email: string;
  idToken: string;
  expiresAt: number;
  /** This sign-in's own id, so logout can end exactly this session. */
  sessionId: string;
  signedInAt: number;
};

/** The claims of a decoded session token, or null when they are missing or malformed. */
export function claimsOf(token: JWT | null): SessionClaims | null {
  if (!token) return null;
  const { sub, email, idToken, expiresAt, sessionId, signedInAt } =
    token as Partial<SessionClaims>;
  if (
    typeof sub !== "string" ||
    typeof email !== "string" ||
    typeof idToken !== "string" ||
    typeof expiresAt !== "number" ||
    typeof sessionId !== "string" ||
    typeof signedInAt !== "number"
  )
    return null;
  return { sub, email, idToken, expiresAt, sessionId, signedInAt };
}

/**
 * The user of a session that still counts: the provider token has not expired,
 * the session was not logged out, and the account is neither disabled nor
 * signed out everywhere since (disabling, losing the editor role). The role is
 * read now, so a promotion takes effect in sessions already open.
 */
export async function liveUser(
  claims: SessionClaims | null,
  now = Date.now(),
): Promise<SessionUser | null> {
  if (!claims || claims.expiresAt <= now) return null;
  const store = accountStore();
  const [account, revoked] = await Promise.all([
    store.get(claims.sub),
    store.isRevoked(claims.sessionId),
  ]);
  if (
    !account ||
    account.disabled ||
    revoked ||
    claims.signedInAt <= account.sessionsValidAfter
  )
    return null;
  return {
    id: claims.sub,
    email: claims.email,
    role: account.role,
    expiresAt: claims.expiresAt,
  };
}

/** The live session of a request (route handlers, middleware), with the provider token for calls made on the user's behalf. */
export async function requestSession(
  req: Request,
): Promise<{ user: SessionUser; idToken: string } | null> {
  const token = await getToken({
    // Headers only: the body stays unread for the route handler.
    req: new NextRequest(req.url, { headers: req.headers }),
    secret: authSecret(),
    cookieName: sessionCookieName(),
  });
  const claims = claimsOf(token);
  const user = await liveUser(claims);
  return user && claims ? { user, idToken: claims.idToken } : null;
}
