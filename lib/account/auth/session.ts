import "server-only";
import { getServerSession } from "next-auth";
import { getToken, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { z } from "zod";
import { accountStore } from "@/lib/account/roles";
import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";
import { sessionCookieName } from "./cookies";
import { authOptions } from "./options";
import { authSecret } from "./secret";

/** What the encrypted session cookie holds; the browser never reads it. */
const claimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  idToken: z.string(),
  expiresAt: z.number(),
  /** This sign-in's own id, so logout can end exactly this session. */
  sessionId: z.string(),
  signedInAt: z.number(),
});

export type SessionClaims = z.infer<typeof claimsSchema>;

/** The claims of a decoded session token, or null when they are missing or malformed. */
export const claimsOf = (token: JWT | null): SessionClaims | null =>
  claimsSchema.safeParse(token).data ?? null;

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

/** The live session of a request (route handlers, the proxy), with the provider token for calls made on the user's behalf. */
export async function requestSession(req: Request): Promise<{
  user: SessionUser;
  idToken: string;
  claims: SessionClaims;
} | null> {
  const token = await getToken({
    // Headers only: the body stays unread for the route handler.
    req: new NextRequest(req.url, { headers: req.headers }),
    secret: await authSecret(),
    cookieName: sessionCookieName(),
  });
  const claims = claimsOf(token);
  const user = await liveUser(claims);
  return user && claims ? { user, idToken: claims.idToken, claims } : null;
}

/** The signed-in user of the current request (server components, pages); null when signed out or the session has ended. */
export async function currentUser(): Promise<SessionUser | null> {
  const session: unknown = await getServerSession(await authOptions());
  return isSessionUser(session) ? session : null;
}
