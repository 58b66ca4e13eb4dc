"use client";

import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";
import { request, RequestError } from "@/lib/http/client";

/** A refused sign-in or sign-up: the provider code, or the server's own words about a field. */
type AuthFailure = { code?: string; message?: string };

/** What a refusal's body adds: the provider's code (a sign-in refused, too many sign-ups). */
const codeOf = (refusal: RequestError) =>
  typeof refusal.body.code === "string" ? refusal.body.code : undefined;

/** The refusal a call ended in (status 0 when no answer came); anything else is thrown on. */
const refusal = (error: unknown) => {
  if (error instanceof RequestError) return error;
  throw error;
};

/** POSTs (or PUTs) `body` as JSON to one of the account routes: null when it was done, else the refusal. */
export const postJson = (
  url: string,
  body: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<RequestError | null> =>
  request(url, { method, json: body }).then(() => null, refusal);

/**
 * Sets a new password without the current one, then signs in with it (the
 * route names the account): the session, an AuthFailure when only the
 * sign-in failed, or the route's refusal.
 */
async function setPasswordAndSignIn(
  url: string,
  body: { newPassword: string } & Record<string, string>,
): Promise<SessionUser | AuthFailure | RequestError> {
  const answer = await request<{ email: string }>(url, {
    method: "POST",
    json: body,
  }).catch(refusal);
  if (answer instanceof RequestError) return answer;
  return signInRequest(answer.email, body.newPassword);
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
): Promise<string[] | RequestError> {
  return request<{ codes: string[] }>("/api/account/recovery-codes", {
    method: "POST",
    json: { currentPassword },
  }).then((answer) => answer.codes, refusal);
}

/*
 * next-auth's REST endpoints (its documented API), called directly: its
 * browser client turns our JSON refusals into a thrown TypeError, and the
 * person then read "An unknown error occurred!" for any failure. The CSRF
 * token comes from /api/auth/csrf, the only endpoint that sets its cookie.
 */
const csrfToken = () =>
  request<{ csrfToken: string }>("/api/auth/csrf").then(
    (answer) => answer.csrfToken,
  );

/** The session the server holds now: its safe fields, or null; a RequestError when it could not say. */
export const serverSession = () =>
  request<unknown>("/api/auth/session").then((session) =>
    isSessionUser(session) ? session : null,
  );

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
    if (refused) return { code: codeOf(refused), message: refused.error };
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
  const { error, fields } = refused;
  const code = codeOf(refused);
  // A refusal for too many sign-ups says when to try again in its own words.
  const wait = code === "TOO_MANY_ATTEMPTS_TRY_LATER" ? error : undefined;
  return { code, message: fields.password ?? fields.email ?? wait };
}
