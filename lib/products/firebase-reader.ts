import "server-only";
import { FirebaseIdentity } from "@/lib/account/identity/firebase";
import { IdentityError } from "@/lib/account/identity/types";
import { StoreUnavailableError } from "@/lib/documents/types";

export type ReaderOptions = {
  apiKey?: string;
  email?: string;
  password?: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost?: string;
  now?: () => number;
};

/** Renew a little before the provider's expiry so a request never carries a dying token. */
const MARGIN_MS = 60_000;

/**
 * The server's own reader account for the public catalogue: signs in through
 * the identity adapter (lib/account/identity/firebase.ts) and reuses the token until it
 * expires. Without credentials it answers null (the database must then allow
 * public reads).
 */
export function createReaderToken(
  options: ReaderOptions,
): () => Promise<string | null> {
  const { email, password } = options;
  const now = options.now ?? Date.now;
  const identity = new FirebaseIdentity({
    apiKey: options.apiKey ?? "",
    emulatorHost: options.authEmulatorHost,
  });
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const signIn = async (user: string, secret: string) => {
    try {
      const session = await identity.signIn(user, secret);
      cached = {
        token: session.idToken,
        expiresAt: now() + session.expiresIn * 1000,
      };
      return session.idToken;
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      if (error.code === "PROVIDER_UNREACHABLE")
        throw new StoreUnavailableError(
          "The catalogue reader could not reach the identity service",
        );
      throw new StoreUnavailableError(
        `The catalogue reader could not sign in (${error.code || error.status})`,
        error.status,
      );
    }
  };

  return async () => {
    if (!email || !password) return null;
    if (cached && cached.expiresAt - MARGIN_MS > now()) return cached.token;
    // Concurrent readers share one sign-in.
    pending ??= signIn(email, password).finally(() => {
      pending = null;
    });
    return pending;
  };
}
