import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { timedFetch } from "@/lib/http/timed-fetch";

/** A request from an admin screen that did not go through. */
export class AdminRequestError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached, the browser is offline or no answer came in time. */
    readonly status: number,
    /** The server's own explanation, when it sent one. */
    readonly serverMessage?: string,
    /** A 400's word on each field it names. */
    readonly fields: Record<string, string> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = "AdminRequestError";
  }
}

/** JSON from one of the site's own admin routes; throws AdminRequestError otherwise. */
export async function adminRequest<T>(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, ...rest } = init;
  let res: Response;
  try {
    // Offline or no answer in time: status 0, like an unreachable server.
    res = await timedFetch(url, {
      cache: "no-store",
      ...rest,
      headers: {
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...rest.headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new AdminRequestError(0);
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const { error, fields } = (body ?? {}) as {
      error?: unknown;
      fields?: Record<string, string>;
    };
    throw new AdminRequestError(
      res.status,
      error === undefined ? undefined : String(error),
      fields,
    );
  }
  return body as T;
}

/** The request failed because the session has ended. */
export const signedOut = (error: unknown) =>
  error instanceof AdminRequestError && error.status === 401;

/** Sends a signed-out user to sign in, and back to `path` afterwards. */
export function useSignInAgain(path: string): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(`/login?callbackUrl=${encodeURIComponent(path)}`),
    [router, path],
  );
}
