import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { accountStore, type Role } from "@/lib/account/roles";
import { sessionCookieName } from "@/lib/account/auth/cookies";
import { authSecret } from "@/lib/account/auth/secret";
import type { SessionClaims } from "@/lib/account/auth/session";

/**
 * A real next-auth session cookie (`name=value`) for route-handler tests, for
 * an account recorded in the account store with `role` (editor by default);
 * an `expiresAt` in the past makes it an expired session.
 */
export async function sessionCookie(
  overrides: Partial<SessionClaims> = {},
  options: { role?: Role; secret?: string } = {},
): Promise<string> {
  const sub = overrides.sub ?? "u1";
  const email = overrides.email ?? "amal@halabi-soap.example.com";
  const store = accountStore();
  await store.record(sub, email, options.role ?? "editor");
  if (options.role === "member") {
    // Recording never demotes: make sure a reused id really is a member.
    // Demoting ends earlier sessions, so this one must begin a moment later.
    await store.update(sub, { role: "member" }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const claims: SessionClaims = {
    sub,
    email,
    idToken: "provider-token",
    expiresAt: Date.now() + 3600_000,
    sessionId: randomUUID(),
    signedInAt: Date.now(),
    ...overrides,
  };
  const value = await encode({
    token: claims,
    secret: options.secret ?? (await authSecret()),
    maxAge: 3600,
  });
  return `${sessionCookieName()}=${value}`;
}
