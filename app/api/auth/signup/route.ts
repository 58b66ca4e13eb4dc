import { signUpSchema } from "@/lib/account/auth/credentials";
import {
  allowed,
  allowedPasswordWork,
  authError,
  credentialText,
  invalidField,
  providerFailure,
  weakPasswordField,
} from "@/lib/account/auth/errors";
import { signUpAttempt } from "@/lib/account/auth/rate-limits";
import { env } from "@/lib/env";
import { identity } from "@/lib/account/identity";
import { isReservedAddress } from "@/lib/account/roles";
import { textOf } from "@/lib/i18n/text";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** The browser then signs in through next-auth's own sign-in, so next-auth alone makes session cookies. */
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
    // Editors' addresses, configured now or before, are never for the taking; refused after the
    // limit so nobody tests addresses for free, and with any taken address's answer so it does
    // not name an editor.
    if (await isReservedAddress(email))
      throw env().IDENTITY_BACKEND === "local" &&
        (await identity().findAccount(email))
        ? authError("EMAIL_EXISTS")
        : invalidField("email", textOf("Login")("emailReserved"));

    await allowedPasswordWork(req);
    let account;
    try {
      account = await identity().signUp(email, password);
    } catch (error) {
      throw (
        weakPasswordField("password", error) ??
        authError(providerFailure(error, "sign-up"))
      );
    }
    return privateJson({ email: account.email, id: account.id }, 201);
  },
);
