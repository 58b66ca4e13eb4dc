"use client";

import {
  isClientSession,
  type ClientSession,
} from "@/components/account/client-session";

/** A refused sign-in or sign-up: the provider code, or the server's own words about a field. */
export type AuthFailure = { code: string | null; message?: string };

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

/**
 * POST /api/auth/signup creates the account; signing in is then next-auth's
 * own credentials sign-in, as for an existing account.
 */
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
    if (res.status === 201) return signInRequest(email, password);
    const body = (await res.json().catch(() => null)) as {
      code?: unknown;
      fields?: Record<string, unknown>;
    } | null;
    const field = body?.fields?.password ?? body?.fields?.email;
    return {
      code: typeof body?.code === "string" ? body.code : null,
      message: typeof field === "string" ? field : undefined,
    };
  } catch {
    return { code: null };
  }
}
