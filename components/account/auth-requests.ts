"use client";

import { isClientSession, type ClientSession } from "@/lib/auth/client-session";

export type AuthFailure = { code: string | null };

/**
 * Sign-in through next-auth's credentials endpoint (it fetches the CSRF
 * token first, which sets next-auth's CSRF cookie: only people who sign in
 * get it), then the safe session fields.
 */
export async function signInRequest(
  email: string,
  password: string,
): Promise<ClientSession | AuthFailure> {
  try {
    const { signIn } = await import("next-auth/react");
    const result = await signIn("credentials", {
      email,
      password,
      redirect: false,
    });
    if (!result?.ok) return { code: result?.error ?? null };
    const session: unknown = await fetch("/api/auth/session", {
      cache: "no-store",
    }).then((r) => r.json());
    return isClientSession(session) ? session : { code: null };
  } catch {
    return { code: null };
  }
}

/** POST /api/auth/signup: creates the account and starts the session in one step. */
export async function signUpRequest(
  email: string,
  password: string,
): Promise<ClientSession | AuthFailure> {
  try {
    const res = await fetch("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok && isClientSession(body)) return body;
    const code = (body as { code?: unknown } | null)?.code;
    return { code: typeof code === "string" ? code : null };
  } catch {
    return { code: null };
  }
}
