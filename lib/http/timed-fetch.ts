/** Why a request from the browser got no answer. */
export class NetworkError extends Error {
  constructor(readonly kind: "offline" | "timeout" | "unreachable") {
    super(kind);
    this.name = "NetworkError";
  }
}

/** How long an admin request may go unanswered before it is given up. */
const REQUEST_TIMEOUT_MS = 15_000;

const browserOffline = () =>
  typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * fetch for the admin screens: it does not start while the browser knows it
 * is offline (nothing is queued for later behind the user's back) and gives
 * up after `timeoutMs`, so a request never hangs with the buttons locked.
 */
export async function timedFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  if (browserOffline()) throw new NetworkError("offline");
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal });
  } catch {
    if (signal.aborted) throw new NetworkError("timeout");
    throw new NetworkError(browserOffline() ? "offline" : "unreachable");
  }
}
