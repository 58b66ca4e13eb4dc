import "server-only";
import { getServerSession } from "next-auth";
import { authOptions } from "./options";
import { isSessionUser, type SessionUser } from "@/lib/account/session";

/** The signed-in user of the current request (server components, pages); null when signed out or the session has ended. */
export async function currentUser(): Promise<SessionUser | null> {
  const session: unknown = await getServerSession(authOptions());
  return isSessionUser(session) ? session : null;
}
