"use client";

import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";

/** A refused sign-in or sign-up: the provider code, or the server's own words about a field. */
type AuthFailure = { code?: string; message?: string };

/** What an account route said when it refused: its status (0 when unreachable), `error`, `code` and words per field. */
type Refusal = {
  status: number;
  error?: string;
  code?: string;
  fields: Record<string, string | undefined>;
};

/** POSTs (or PUTs) `body` as JSON to one of the account routes: the answer when it was done, else the refusal. */
async function post(
  url: string,
  body: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<Response | Refusal> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 0, fields: {} };
  }
  if (res.ok) return res;
  const answer = await res.json().catch(() => null);
  const text = (value: unknown) =>
    typeof value === "string" ? value : undefined;
  return {
    status: res.status,
    error: text(answer?.error),
    code: text(answer?.code),
    // Our routes word every field's problem as a string.
    fields: { ...answer?.fields },
  };
}

/** POSTs (or PUTs) `body` as JSON to one of the account routes: null when it was done. */
export async function postJson(
  url: string,
  body: unknown,
  method?: "POST" | "PUT",
) {
  const answer = await post(url, body, method);
  return answer instanceof Response ? null : answer;
}

/**
 * Sets a new password with a reset link's token, then signs in with it (the
 * route names the account): the session, an AuthFailure when only the
 * sign-in failed, or the route's refusal.
 */
export async function resetPasswordRequest(
  token: string,
  newPassword: string,
): Promise<SessionUser | AuthFailure | Refusal> {
  const answer = await post("/api/account/reset-password", {
    token,
    newPassword,
  });
  if (!(answer instanceof Response)) return answer;
  const { email } = (await answer.json()) as { email: string };
  return signInRequest(email, newPassword);
}

export const isRefusal = (value: object): value is Refusal => "status" in value;
/**
 * Sign-in through next-auth's credentials endpoint (it fetches the CSRF
 * token first, which sets next-auth's CSRF cookie: only people who sign in
 * get it), then the safe session fields.
 */
export async function signInRequest(
  email: string,
  password: string,
): Promise<SessionUser | AuthFailure> {
  try {
    const { signIn } = await import("next-auth/react");
    const result = await signIn("credentials", {
      email,
      password,
      redirect: false,
    });
    if (!result?.ok) return { code: result?.error ?? undefined };
    const session: unknown = await fetch("/api/auth/session", {
      cache: "no-store",
    }).then((r) => r.json());
    return isSessionUser(session) ? session : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/auth/signup creates the account; signing in is then next-auth's
 * own credentials sign-in, as for an existing account.
 */
export async function signUpRequest(
  email: string,
  password: string,
): Promise<SessionUser | AuthFailure> {
  const refused = await postJson("/api/auth/signup", { email, password });
  if (!refused) return signInRequest(email, password);
  const { code, error, fields } = refused;
  // A refusal for too many sign-ups says when to try again in its own words.
  const wait = code === "TOO_MANY_ATTEMPTS_TRY_LATER" ? error : undefined;
  return { code, message: fields.password ?? fields.email ?? wait };
}
