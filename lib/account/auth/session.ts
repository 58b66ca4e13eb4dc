import "server-only";
import { randomUUID } from "node:crypto";
import {
  getServerSession,
  type NextAuthOptions,
  type Session,
} from "next-auth";
import { getToken, type JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { NextRequest } from "next/server";
import { z } from "zod";
import { identity } from "@/lib/account/identity";
import {
  providerCode,
  tooManyAttempts,
} from "@/lib/account/identity/error-catalogue";
import { accountStore, recordSignIn } from "@/lib/account/roles";
import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";
import { env } from "@/lib/env";
import { cookieSettings, secureCookies, sessionCookieName } from "./cookies";
import { signInSchema } from "./credentials";
import { providerFailure } from "./errors";
import {
  isWrongPassword,
  passwordWorkAttempt,
  signInAttempt,
} from "./rate-limits";
import { authSecret } from "./secret";

// The session cookie is encrypted; the browser never reads it.
const claimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  idToken: z.string(),
  expiresAt: z.number(),
  /** So logout can end exactly this session. */
  sessionId: z.string(),
  signedInAt: z.number(),
});

export type SessionClaims = z.infer<typeof claimsSchema>;

const claimsOf = (token: JWT | null): SessionClaims | null =>
  claimsSchema.safeParse(token).data ?? null;

// The role is read now, so a promotion takes effect in sessions already open.
async function liveUser(
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

// Thrown from the callbacks: next-auth then clears the cookie and answers "signed out".
const SESSION_ENDED = "SESSION_ENDED";

type SignedInUser = Pick<SessionClaims, "email" | "idToken" | "expiresAt"> & {
  id: string;
};

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
  // A right password costs a hash too: counted apart from the wrong ones, and never given back.
  const work = await passwordWorkAttempt(request);
  if (!work.allowed) throw new Error(tooManyAttempts(work.retryAfterSeconds));
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

/** As long as the provider's token (Firebase: one hour). */
export function sessionMaxAge(): number {
  const config = env();
  return config.IDENTITY_BACKEND === "local"
    ? config.TOKEN_LIFETIME_SECONDS
    : 3600;
}

/** Built per request so it follows the current environment. */
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
        if (!(await liveUser(claims))) throw new Error(SESSION_ENDED);
        return claims!;
      },
      // What the browser sees: never the token; the role as it is now.
      async session({ token }) {
        const user = await liveUser(claimsOf(token));
        if (!user) throw new Error(SESSION_ENDED);
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
        if (error instanceof Error && error.message === SESSION_ENDED) return;
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

export async function currentUser(): Promise<SessionUser | null> {
  const session: unknown = await getServerSession(await authOptions());
  return isSessionUser(session) ? session : null;
}
