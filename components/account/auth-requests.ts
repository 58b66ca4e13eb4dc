"use client";

import { isSessionUser, type SessionUser } from "@/lib/account/roles/types";
import { request, RequestError } from "@/lib/http/client";

type AuthFailure = { code?: string; message?: string };

const codeOf = (refusal: RequestError) =>
  typeof refusal.body.code === "string" ? refusal.body.code : undefined;

/** Status 0 when no answer came; anything else is thrown on. */
const refusal = (error: unknown) => {
  if (error instanceof RequestError) return error;
  throw error;
};

/** null when it was done, else the refusal. */
export const postJson = (
  url: string,
  body: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<RequestError | null> =>
  request(url, { method, json: body }).then(() => null, refusal);

/** A new password set: the account's new recovery codes (local accounts), shown once. */
type NewCodes = { codes?: string[] | null };

export const changePasswordRequest = (
  currentPassword: string,
  newPassword: string,
): Promise<string[] | null | RequestError> =>
  request<NewCodes>("/api/account/password", {
    method: "POST",
    json: { currentPassword, newPassword },
  }).then((answer) => answer.codes ?? null, refusal);

/** Set without the current password; `session` is an AuthFailure when only the sign-in after it failed. */
export type PasswordSet = {
  email: string;
  session: SessionUser | AuthFailure;
  codes: string[] | null;
};

// Sets a new password without the current one, then signs in with it; else the route's refusal.
async function setPasswordAndSignIn(
  url: string,
  body: { newPassword: string } & Record<string, string>,
): Promise<PasswordSet | RequestError> {
  const answer = await request<{ email: string } & NewCodes>(url, {
    method: "POST",
    json: body,
  }).catch(refusal);
  if (answer instanceof RequestError) return answer;
  const session = await signInRequest(answer.email, body.newPassword);
  return { email: answer.email, session, codes: answer.codes ?? null };
}

export const resetPasswordRequest = (token: string, newPassword: string) =>
  setPasswordAndSignIn("/api/account/reset-password", { token, newPassword });

export const recoverRequest = (body: {
  email: string;
  code: string;
  newPassword: string;
}) => setPasswordAndSignIn("/api/account/recover", body);

export async function recoveryCodesRequest(
  currentPassword: string,
): Promise<string[] | RequestError> {
  return request<{ codes: string[] }>("/api/account/recovery-codes", {
    method: "POST",
    json: { currentPassword },
  }).then((answer) => answer.codes, refusal);
}

// next-auth's REST endpoints, called directly: its browser client turns our JSON
// refusals into a thrown TypeError ("An unknown error occurred!" for any failure).
// Only /api/auth/csrf sets the CSRF cookie.
const csrfToken = () =>
  request<{ csrfToken: string }>("/api/auth/csrf").then(
    (answer) => answer.csrfToken,
  );

/** A RequestError when the server could not say. */
export const serverSession = () =>
  request<unknown>("/api/auth/session").then((session) =>
    isSessionUser(session) ? session : null,
  );

// It counts only when the session that follows names this account; a refusal
// carries the server's own words (the catalogue text, or how long to wait).
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

export async function signOutRequest(): Promise<void> {
  await postJson("/api/auth/signout", { csrfToken: await csrfToken() });
}

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
