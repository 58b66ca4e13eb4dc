import type { Role } from "./roles/types";

/** The signed-in user as the browser may know it: never a token; the role decides what the header offers. */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  expiresAt: number;
};

export function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return (
    typeof v?.email === "string" &&
    typeof v.id === "string" &&
    typeof v.expiresAt === "number" &&
    (v.role === "editor" || v.role === "member")
  );
}

/** How long before a session ends the admin screens offer to sign in again. */
export const WARNING_LEAD_MS = 2 * 60_000;

/**
 * When to warn that the session at `expiresAt` ends: two minutes before, or
 * halfway through what was left when the page learned of the session
 * (`seenAt`) if that is shorter, as with the e2e server's 5-second sessions.
 */
export function warningTime(expiresAt: number, seenAt: number): number {
  const left = Math.max(0, expiresAt - seenAt);
  return expiresAt - Math.min(WARNING_LEAD_MS, left / 2);
}

/** The login page saying the session ended, returning to `path` (a path on this site) afterwards. */
export function expiredLoginUrl(path: string): string {
  const back = path && path !== "/login" ? path : "/addProducts";
  return `/login?reason=expired&callbackUrl=${encodeURIComponent(back)}`;
}

/** Whether the login page was reached because the session ended. */
export const endedBySessionExpiry = (search: string) =>
  new URLSearchParams(search).get("reason") === "expired";
