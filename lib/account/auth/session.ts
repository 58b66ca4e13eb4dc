import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { mustChangePassword } from "@/lib/account/identity/local";
import { authOptions } from "./options";
import { isSessionUser, type SessionUser } from "@/lib/account/session";

/** The signed-in user of the current request (server components, pages); null when signed out or the session has ended. */
export async function currentUser(): Promise<SessionUser | null> {
  const session: unknown = await getServerSession(authOptions());
  return isSessionUser(session) ? session : null;
}

/**
 * The signed-in user of an admin page: visitors go to sign in (and come back
 * to `path`), and an account still on its generated password changes it first.
 */
export async function adminPageUser(path: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  if (mustChangePassword(user.id)) redirect("/account/password?first=1");
  return user;
}
