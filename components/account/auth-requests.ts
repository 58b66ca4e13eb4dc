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
 * Sets a new password without the current one, then signs in with it (the
 * route names the account): the session, an AuthFailure when only the
 * sign-in failed, or the route's refusal.
 */
async function setPasswordAndSignIn(
  url: string,
  body: { newPassword: string } & Record<string, string>,
): Promise<SessionUser | AuthFailure | Refusal> {
  const answer = await post(url, body);
  if (!(answer instanceof Response)) return answer;
  const { email } = (await answer.json()) as { email: string };
  return signInRequest(email, body.newPassword);
}

/** A new password with a reset link's token (setPasswordAndSignIn). */
export const resetPasswordRequest = (token: string, newPassword: string) =>
  setPasswordAndSignIn("/api/account/reset-password", { token, newPassword });

/** A new password with one of the account's recovery codes (setPasswordAndSignIn). */
export const recoverRequest = (body: {
  email: string;
  code: string;
  newPassword: string;
}) => setPasswordAndSignIn("/api/account/recover", body);

/** A new set of recovery codes for the signed-in account: the codes, or the refusal. */
export async function recoveryCodesRequest(
  currentPassword: string,
): Promise<string[] | Refusal> {
  const answer = await post("/api/account/recovery-codes", { currentPassword });
  if (!(answer instanceof Response)) return answer;
  return ((await answer.json()) as { codes: string[] }).codes;
}

export const isRefusal = (value: object): value is Refusal => "status" in value;

/*
 * next-auth's REST endpoints (its documented API), called directly: its
 * browser client turns our JSON refusals into a thrown TypeError, and the
 * person then read "An unknown error occurred!" for any failure. The CSRF
 * token comes from /api/auth/csrf, the only endpoint that sets its cookie.
 */
const csrfToken = async (): Promise<string> =>
  (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json())
    .csrfToken;

/** The session the server holds now: its safe fields, or null. */
async function serverSession(): Promise<SessionUser | null> {
  const session: unknown = await fetch("/api/auth/session", {
    cache: "no-store",
  }).then((r) => r.json());
  return isSessionUser(session) ? session : null;
}

/**
 * Sign-in through next-auth's credentials endpoint. It counts only when the
 * session that follows names this account; a refusal carries the server's
 * own words (the catalogue text, or how long to wait).
 */
export async function signInRequest(
  email: string,
  password: string,
): Promise<SessionUser | AuthFailure> {
  try {
    const refused = await postJson("/api/auth/callback/credentials", {
      email,
      password,
      csrfToken: await csrfToken(),
    });
    if (refused) return { code: refused.code, message: refused.error };
    const session = await serverSession();
    return session?.email.toLowerCase() === email.trim().toLowerCase()
      ? session
      : {};
  } catch {
    return {};
  }
}

/** Logout through next-auth's sign-out endpoint, which clears the cookie and ends the session on the server. */
export async function signOutRequest(): Promise<void> {
  await postJson("/api/auth/signout", { csrfToken: await csrfToken() });
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
