import "server-only";
import { TIMEOUT_MS, unreachable } from "./firebase";
import { StoreUnavailableError } from "./types";

export type ReaderOptions = {
  apiKey?: string;
  email?: string;
  password?: string;
  authEmulatorHost?: string;
  now?: () => number;
  timeoutMs?: number;
};

/** Renew a little before the provider's expiry so a request never carries a dying token. */
const MARGIN_MS = 60_000;

// Without credentials the token is null (the database must allow public reads). Signed in here, not via
// lib/account's identity provider: the documents every feature stands on depend on no feature.
export function createReaderToken(
  options: ReaderOptions,
): () => Promise<string | null> {
  const { email, password } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const origin = options.authEmulatorHost
    ? `http://${options.authEmulatorHost}/identitytoolkit.googleapis.com`
    : "https://identitytoolkit.googleapis.com";
  const url = `${origin}/v1/accounts:signInWithPassword?key=${encodeURIComponent(options.apiKey ?? "")}`;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const signIn = async (user: string, secret: string) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: user,
          password: secret,
          returnSecureToken: true,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The URL's query holds the API key and the body the password: neither is reported.
      throw unreachable(
        "The data reader could not sign in: the identity service",
        url,
        error,
        timeoutMs,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      idToken?: unknown;
      expiresIn?: unknown;
      error?: { message?: unknown };
    } | null;
    if (!response.ok || typeof body?.idToken !== "string") {
      const message = body?.error?.message;
      const code =
        typeof message === "string" ? message.split(" : ")[0]!.trim() : "";
      throw new StoreUnavailableError(
        `The data reader could not sign in (${code || response.status})`,
        response.ok ? 502 : response.status,
      );
    }
    const seconds = Number(body.expiresIn);
    cached = {
      token: body.idToken,
      expiresAt: now() + (seconds > 0 ? seconds : 3600) * 1000,
    };
    return body.idToken;
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
