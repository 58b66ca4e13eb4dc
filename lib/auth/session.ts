import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { isSameOrigin } from "@/lib/http/origin";
import { jsonError } from "@/lib/http/responses";
import { parseCookieHeader } from "./cookies";
import { readSession, type SessionUser } from "./token";

export type { SessionUser } from "./token";

/** The signed-in user of the current request (server components, pages); null when signed out or expired. */
export async function currentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  const all = Object.fromEntries(store.getAll().map((c) => [c.name, c.value]));
  return (await readSession(all))?.user ?? null;
}

/** May this email change the catalogue? ADMIN_EMAILS, when set, is the allow-list. */
export function mayWrite(email: string): boolean {
  const allowed = env().ADMIN_EMAILS;
  return allowed.length === 0 || allowed.includes(email.toLowerCase());
}

/**
 * Gate for route handlers that change data: same-origin (403), a live session
 * (401), and the ADMIN_EMAILS allow-list (403). On success it hands over the
 * provider's idToken for calls the server makes on the user's behalf.
 */
export async function authorizeWrite(
  req: Request,
): Promise<
  | { ok: true; user: SessionUser; idToken: string }
  | { ok: false; response: Response }
> {
  if (!isSameOrigin(req))
    return {
      ok: false,
      response: jsonError(403, "Cross-site requests are not allowed"),
    };
  const session = await readSession(
    parseCookieHeader(req.headers.get("cookie")),
  );
  if (!session)
    return {
      ok: false,
      response: jsonError(
        401,
        "Sign in first: there is no session, or it has expired",
      ),
    };
  if (!mayWrite(session.user.email))
    return {
      ok: false,
      response: jsonError(403, "This account may not change the catalogue"),
    };
  return { ok: true, user: session.user, idToken: session.idToken };
}
