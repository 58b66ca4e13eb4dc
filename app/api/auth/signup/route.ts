import { signUpSchema } from "@/lib/account/auth/credentials";
import {
  allowed,
  authError,
  credentialText,
  invalidField,
  providerFailure,
} from "@/lib/account/auth/errors";
import { signUpAttempt } from "@/lib/account/auth/rate-limits";
import { env } from "@/lib/env";
import { identity, IdentityError } from "@/lib/account/identity";
import { accountExists } from "@/lib/account/identity/local";
import { isConfiguredEditor } from "@/lib/account/roles";
import { textOf } from "@/lib/i18n/text";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/**
 * POST /api/auth/signup `{ email, password }`: creates a member account. The
 * browser then signs in through next-auth's own credentials sign-in, so
 * next-auth alone makes session cookies. Errors answer `{ error, code }` with
 * the login page's texts.
 */
export const POST = route(
  {
    role: "visitor",
    body: signUpSchema,
    limit: 16 * KiB,
    words: credentialText,
  },
  async ({ req, body: { email, password } }) => {
    if (!env().SIGNUP_ENABLED) throw authError("OPERATION_NOT_ALLOWED");
    await allowed(signUpAttempt(clientAddress(req)));
    // A configured editor address is never for the taking: the server (local)
    // or the operator (Firebase) creates those accounts. Refused after the
    // limit, so nobody can test addresses for free. Once its account exists
    // the answer is any taken address's, so it does not name an editor.
    if (isConfiguredEditor(email))
      throw env().IDENTITY_BACKEND === "local" && accountExists(email)
        ? authError("EMAIL_EXISTS")
        : invalidField("email", textOf("Login")("emailReserved"));

    let account;
    try {
      account = await identity().signUp(email, password);
    } catch (error) {
      // Our strength rule (both backends) or Firebase's own policy: the field says how to do better.
      if (error instanceof IdentityError && error.code === "WEAK_PASSWORD")
        throw invalidField(
          "password",
          credentialText("passwordTooWeak", "password"),
        );
      throw authError(providerFailure(error, "sign-up"));
    }
    return privateJson({ email: account.email, id: account.id }, 201);
  },
);
