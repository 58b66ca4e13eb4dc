import { encode } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";

export type SessionClaims = {
  sub: string;
  email: string;
  idToken: string;
  expiresAt: number;
};

/**
 * A real next-auth session cookie (`name=value`) for route-handler tests;
 * an `expiresAt` in the past makes it an expired session.
 */
export async function sessionCookie(
  overrides: Partial<SessionClaims> = {},
): Promise<string> {
  const claims: SessionClaims = {
    sub: "u1",
    email: "amal@halabi-soap.example.com",
    idToken: "provider-token",
    expiresAt: Date.now() + 3600_000,
    ...overrides,
  };
  const value = await encode({
    token: claims,
    secret: authSecret(),
    maxAge: 3600,
  });
  return `${sessionCookieName()}=${value}`;
}
