import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { accountStore, recordSignIn } from "@/lib/account/roles";
import { env } from "@/lib/env";
import { identity } from "@/lib/account/identity";
import {
  providerCode,
  tooManyAttempts,
} from "@/lib/account/identity/error-catalogue";
import { cookieSettings, secureCookies } from "./cookies";
import { signInSchema } from "./credentials";
import { providerFailure } from "./errors";
import { isWrongPassword, signInAttempt } from "./rate-limits";
import { authSecret } from "./secret";
import { claimsOf, liveUser, type SessionClaims } from "./session";

/** Thrown from the jwt callback: next-auth then clears the cookie and answers "signed out". */
class SessionEnded extends Error {
  constructor() {
    super("SESSION_ENDED");
  }
}

type SignedInUser = Pick<SessionClaims, "email" | "idToken" | "expiresAt"> & {
  id: string;
};

/**
 * Credentials sign-in: validate, rate-limit, ask the identity provider, then
 * refuse disabled accounts. Errors carry the provider's message; a refusal
 * for too many attempts carries the seconds to wait (tooManyAttempts).
 */
async function authorize(
  credentials: Record<string, unknown> | undefined,
  req: { headers?: Record<string, unknown> },
): Promise<SignedInUser> {
  const parsed = signInSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new Error("INVALID_EMAIL");
  const { email, password } = parsed.data;
  // next-auth hands authorize() the request's headers as a plain object.
  const headers = Object.entries(req.headers ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const request = new Request("http://local/", { headers });
  const attempt = await signInAttempt(request, email);
  if (!attempt.allowed)
    throw new Error(tooManyAttempts(attempt.retryAfterSeconds));
  let signedIn;
  try {
    signedIn = await identity().signIn(email, password);
  } catch (error) {
    const message = providerFailure(error, "sign-in") || "UNKNOWN";
    // Only a wrong address or password counts; an outage does not.
    if (!isWrongPassword(providerCode(message))) await attempt.takeBack();
    throw new Error(message);
  }
  await attempt.takeBack();
  const account = await recordSignIn(signedIn.id, signedIn.email);
  if (account.disabled) throw new Error("USER_DISABLED");
  const { expiresIn, ...user } = signedIn;
  return { ...user, expiresAt: Date.now() + expiresIn * 1000 };
}

/** Seconds a session cookie lives: as long as the provider's token (Firebase: one hour). */
export function sessionMaxAge(): number {
  const config = env();
  return config.IDENTITY_BACKEND === "local"
    ? config.TOKEN_LIFETIME_SECONDS
    : 3600;
}

/** next-auth's configuration, built per request so it follows the current environment. */
export async function authOptions(): Promise<NextAuthOptions> {
  const maxAge = sessionMaxAge();
  return {
    secret: await authSecret(),
    useSecureCookies: secureCookies(),
    cookies: cookieSettings(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: {},
        authorize: authorize as never,
      }),
    ],
    callbacks: {
      // The provider's token and its expiry stay inside the encrypted cookie.
      async jwt({ token, user }) {
        if (user) {
          const { id, ...signedIn } = user as unknown as SignedInUser;
          const started = { sessionId: randomUUID(), signedInAt: Date.now() };
          return { sub: id, ...signedIn, ...started } satisfies SessionClaims;
        }
        const claims = claimsOf(token);
        if (!(await liveUser(claims))) throw new SessionEnded();
        return claims!;
      },
      // What the browser sees: never the token; the role as it is now.
      async session({ token }) {
        const user = await liveUser(claimsOf(token));
        if (!user) throw new SessionEnded();
        return user as unknown as Session;
      },
    },
    events: {
      // Logout ends this session on the server too: a copy of the cookie no longer works.
      async signOut({ token }) {
        const claims = claimsOf(token);
        if (claims)
          await accountStore().revokeSession(
            claims.sessionId,
            claims.expiresAt,
          );
      },
    },
    logger: {
      error(code, metadata) {
        const error =
          metadata instanceof Error
            ? metadata
            : (metadata as { error?: unknown } | undefined)?.error;
        if (error instanceof SessionEnded) return;
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
