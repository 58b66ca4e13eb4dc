import "server-only";
import type { NextAuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/http/origin";
import { identity } from "@/lib/identity";
import { secureCookies } from "./cookies";
import { credentialsSchema } from "./credentials";
import { providerFailure } from "./errors";
import { authAttempt } from "./rate-limits";
import { authSecret } from "./secret";
import { claimsOf, isLive, type SessionClaims } from "./token";

/** Thrown from the jwt callback: next-auth then clears the cookie and answers "signed out". */
class SessionExpired extends Error {
  constructor() {
    super("SESSION_EXPIRED");
  }
}

/** The session cookie lives as long as the provider's token (Firebase: one hour). */
export function sessionLifetimeSeconds(): number {
  const config = env();
  return config.IDENTITY_BACKEND === "local"
    ? config.TOKEN_LIFETIME_SECONDS
    : 3600;
}

type SignedInUser = {
  id: string;
  email: string;
  idToken: string;
  expiresAt: number;
};

/** Credentials sign-in: validate, rate-limit, ask the identity provider. Errors carry the provider's message. */
async function authorize(
  credentials: Record<string, unknown> | undefined,
  req: { headers?: Record<string, unknown> },
): Promise<SignedInUser> {
  const parsed = credentialsSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new Error("INVALID_EMAIL");
  const { email, password } = parsed.data;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers ?? {}))
    if (typeof value === "string") headers.set(name, value);
  const address = clientAddress(new Request("http://local/", { headers }));
  if (!authAttempt("signin", address, email).allowed)
    throw new Error("TOO_MANY_ATTEMPTS_TRY_LATER");
  try {
    const session = await identity().signIn(email, password);
    return {
      id: session.id,
      email: session.email,
      idToken: session.idToken,
      expiresAt: Date.now() + session.expiresIn * 1000,
    };
  } catch (error) {
    throw new Error(providerFailure(error, "sign-in") || "UNKNOWN");
  }
}

/** next-auth's configuration, built per request so it follows the current environment. */
export function authOptions(): NextAuthOptions {
  const config = env();
  // README: NEXTAUTH_URL defaults to SITE_URL (next-auth reads it from the environment).
  process.env.NEXTAUTH_URL ??= config.SITE_URL;
  const maxAge = sessionLifetimeSeconds();
  return {
    secret: authSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        authorize: authorize as never,
      }),
    ],
    callbacks: {
      // The provider's token and its expiry stay inside the encrypted cookie.
      jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SignedInUser;
          const claims: SessionClaims = {
            sub: u.id,
            email: u.email,
            idToken: u.idToken,
            expiresAt: u.expiresAt,
          };
          return claims;
        }
        const claims = claimsOf(token);
        if (!claims || !isLive(claims)) throw new SessionExpired();
        return claims;
      },
      // What the browser sees: never the token.
      session({ token }) {
        const claims = claimsOf(token);
        if (!claims) throw new SessionExpired();
        return {
          email: claims.email,
          id: claims.sub,
          expiresAt: claims.expiresAt,
        } as unknown as Session;
      },
    },
    logger: {
      error(code, metadata) {
        const error =
          metadata instanceof Error
            ? metadata
            : (metadata as { error?: unknown } | undefined)?.error;
        if (error instanceof SessionExpired) return;
        // Only the code and the error's own message: never request bodies.
        console.error(
          `[auth] ${code}`,
          error instanceof Error ? error.message : "",
        );
      },
      warn(code) {
        console.warn(`[auth] ${code}`);
      },
      debug() {},
    },
  };
}
