import "server-only";
import { CatalogUnavailableError } from "./store";

export type ReaderOptions = {
  apiKey?: string;
  email?: string;
  password?: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost?: string;
  fetch?: typeof fetch;
  now?: () => number;
};

/** Renew a little before the provider's expiry so a request never carries a dying token. */
const MARGIN_MS = 60_000;

/**
 * The server's own reader account for the public catalogue: signs in through
 * the Identity Toolkit REST API and reuses the token until it expires. Without
 * credentials it answers null (the database must then allow public reads).
 */
export function createReaderToken(
  options: ReaderOptions,
): () => Promise<string | null> {
  const { apiKey, email, password } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const signIn = async (): Promise<string> => {
    const base = options.authEmulatorHost
      ? `http://${options.authEmulatorHost}/identitytoolkit.googleapis.com`
      : "https://identitytoolkit.googleapis.com";
    const url = `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey ?? "")}`;
    let res: Response;
    try {
      res = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new CatalogUnavailableError(
        "The catalogue reader could not reach the identity service",
      );
    }
    const body = (await res.json().catch(() => null)) as {
      idToken?: string;
      expiresIn?: string;
      error?: { message?: string };
    } | null;
    if (!res.ok || !body?.idToken) {
      throw new CatalogUnavailableError(
        `The catalogue reader could not sign in (${body?.error?.message ?? res.status})`,
        res.status,
      );
    }
    const seconds = Number(body.expiresIn ?? "3600");
    cached = {
      token: body.idToken,
      expiresAt: now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000,
    };
    return body.idToken;
  };

  return async () => {
    if (!email || !password) return null;
    if (cached && cached.expiresAt - MARGIN_MS > now()) return cached.token;
    // Concurrent readers share one sign-in.
    pending ??= signIn().finally(() => {
      pending = null;
    });
    return pending;
  };
}
