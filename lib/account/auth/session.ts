import "server-only";
import { getServerSession } from "next-auth";
import { isSameOrigin } from "@/lib/http/origin";
import { jsonError } from "@/lib/http/responses";
import { authOptions } from "./options";
import { isSessionUser, type SessionUser } from "@/lib/account/session";
import { logFailure } from "@/lib/log-failure";
import { requestSession, type SessionClaims } from "./token";

/** The signed-in user of the current request (server components, pages); null when signed out or the session has ended. */
export async function currentUser(): Promise<SessionUser | null> {
  const session: unknown = await getServerSession(authOptions());
  return isSessionUser(session) ? session : null;
}

type Gate =
  | { ok: true; user: SessionUser; idToken: string; claims: SessionClaims }
  | { ok: false; response: Response };

const refuse = (status: number, message: string): Gate => ({
  ok: false,
  response: jsonError(status, message),
});

/**
 * Gate for route handlers that change data: same-origin (403), a live session
 * (401), and the role the write needs (403). On success it hands over the
 * provider's idToken for calls the server makes on the user's behalf.
 */
export async function authorize(
  req: Request,
  need: "editor" | "signed-in",
): Promise<Gate> {
  if (!isSameOrigin(req))
    return refuse(403, "Cross-site requests are not allowed");
  let session;
  try {
    session = await requestSession(req);
  } catch (error) {
    logFailure("[auth] the account store could not be read", error);
    return refuse(
      503,
      "Accounts cannot be checked at the moment; try again shortly",
    );
  }
  if (!session)
    return refuse(401, "Sign in first: there is no session, or it has ended");
  if (need === "editor" && session.user.role !== "editor")
    return refuse(
      403,
      "Only editors may do this: your account cannot edit the catalogue yet; an editor can give you access",
    );
  return { ok: true, ...session };
}
